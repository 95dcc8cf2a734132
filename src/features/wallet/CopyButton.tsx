import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './PayIn.module.css';

/** Copies a card or phone number; says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={t`Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t`Copied` : t`Copy`}
    </button>
  );
}
