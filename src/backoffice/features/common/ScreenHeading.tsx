import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import styles from './Screen.module.css';

/** A screen's heading (its id labels the screen's section), with Refresh when `onRefresh` is given and the screen's own actions. */
export function ScreenHeading({
  id,
  title,
  onRefresh,
  children,
}: {
  id: string;
  title: ReactNode;
  onRefresh?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {onRefresh && (
        <Button variant="ghost" onClick={onRefresh}>
          <Trans>Refresh</Trans>
        </Button>
      )}
      {children}
    </div>
  );
}
