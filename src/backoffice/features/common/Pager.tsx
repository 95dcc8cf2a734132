import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import styles from './Screen.module.css';

/** Newer and older pages of a list shown newest first; absent while everything fits on the first page. */
export function Pager({
  page,
  hasOlder,
  onNewer,
  onOlder,
}: {
  page: number;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  const { t } = useLingui();
  if (page <= 1 && !hasOlder) return null;
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button disabled={page <= 1} onClick={onNewer}>
        <Trans>Newer</Trans>
      </Button>
      <span>{t`Page ${page}`}</span>
      <Button disabled={!hasOlder} onClick={onOlder}>
        <Trans>Older</Trans>
      </Button>
    </nav>
  );
}
