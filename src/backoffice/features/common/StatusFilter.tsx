import { useLingui } from '@lingui/react/macro';
import styles from './Screen.module.css';

/** A status filter of a list: "All" (undefined) or one of `statuses`, each with its label. */
export function StatusFilter<S extends string>({
  value,
  statuses,
  labelOf,
  onChange,
}: {
  value: S | undefined;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: S | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <label className={styles.field}>
      {t`Status`}
      <select
        className={styles.input}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
      >
        <option value="">{t`All`}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
