import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';

/** /reset-password/{token}?phone=…: where a restore link lands. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Set a new password`} />
      <EmptyState
        icon={<LockIcon width={28} height={28} />}
        title={t`Password restore opens soon`}
        text={t`This link cannot be used yet. Write to support from the button at the bottom right and we will help you back in.`}
        actions={
          <LocaleLink to="/" className={buttonClass('primary')}>
            {t`Back to the lobby`}
          </LocaleLink>
        }
      />
    </>
  );
}
