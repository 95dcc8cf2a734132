import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { loadVerificationDocument } from '../../stores/kyc';
import { failureLines } from '../common/failure-text';
import styles from './Kyc.module.css';

interface Shown {
  url: string;
  type: string;
}

/** One uploaded document, fetched on demand: an image shown in place, a PDF as a link (the CSP frames no blobs). */
export function DocumentView({ id, label, showLabel }: { id: number; label: string; showLabel: string }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);

  if (!shown) {
    return (
      <div className={styles.document}>
        <Button
          busy={busy}
          onClick={async () => {
            setBusy(true);
            const result = await loadVerificationDocument(id);
            setBusy(false);
            if (!result.ok) {
              setProblem(failureLines(i18n, result.failure).join(' '));
              return;
            }
            const { data, type } = result.data;
            setShown({ url: URL.createObjectURL(new Blob([data], { type })), type });
          }}
        >
          {showLabel}
        </Button>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <figure className={styles.document}>
      {shown.type.startsWith('image/') ? (
        <img className={styles.image} src={shown.url} alt={label} />
      ) : (
        <a href={shown.url} target="_blank" rel="noopener" download={`document-${id}.pdf`}>
          <Trans>Open the PDF</Trans>
        </a>
      )}
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
