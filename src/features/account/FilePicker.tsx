import { useLingui } from '@lingui/react/macro';
import { type DragEvent, useId, useState } from 'react';
import { buttonClass } from '../../ui/Button';
import { UploadIcon } from '../../ui/icons';
import styles from './FilePicker.module.css';

interface FilePickerProps {
  label: string;
  /** What it takes, e.g. "JPEG, PNG or PDF, up to 10 MB". */
  hint: string;
  accept: string;
  file: File | null;
  /** Why the chosen file cannot be sent, shown under it. */
  problem: string | null;
  /** Already with us: said next to the label. */
  uploaded: boolean;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/**
 * A file field that looks like the rest of the form: a labelled "Choose a file" button (the native input stays, out
 * of sight, so Tab, Enter and Space work as usual), the chosen file's name with Remove, and a drop zone on desktop.
 */
export function FilePicker({ label, hint, accept, file, problem, uploaded, disabled, onChoose }: FilePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  const [dragging, setDragging] = useState(false);
  const name = file?.name ?? '';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChoose(event.dataTransfer.files[0] ?? null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the keyboard has the input.
    <div
      className={styles.picker}
      data-dragging={dragging || undefined}
      data-invalid={problem ? true : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className={styles.text}>
        <p id={labelId} className={styles.label}>
          {label}
          {uploaded && <span className={styles.uploaded}> · {t`uploaded`}</span>}
        </p>
        <p id={hintId} className={styles.hint}>
          {hint}
          <span className={styles.dropHint}> · {t`or drop it here`}</span>
        </p>
      </div>
      {file && (
        <div className={styles.chosen}>
          <span className={styles.name} title={file.name}>
            {file.name}
          </span>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onChoose(null)}
            disabled={disabled}
            aria-label={t`Remove ${name}`}
          >
            {t`Remove`}
          </button>
        </div>
      )}
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        className={`visually-hidden ${styles.input}`}
        accept={accept}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // The same file chosen again after Remove must fire a change.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={`${buttonClass('secondary')} ${styles.choose}`} aria-hidden="true">
        <UploadIcon />
        {file ? t`Choose another file` : t`Choose a file`}
      </label>
    </div>
  );
}
