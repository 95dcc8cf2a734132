import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '../../../contract/api/profile';
import styles from './ProfileLayout.module.css';

/** Two letters for the avatar: from the name, else the e-mail, else the player number. */
export function initialsOf(user: Pick<User, 'id' | 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email?.split('@')[0] || '';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return (letters || String(user.id).slice(-2)).toUpperCase();
}

/** The profile's header: avatar, name and how the player signs in. */
export function ProfileIdentity({ user }: { user: User }) {
  const { t } = useLingui();
  const name = user.name?.trim() || t`Player ${user.id}`;
  return (
    <section className={styles.identity} aria-label={t`Your account`}>
      {user.image.small ? (
        <img className={styles.avatar} src={user.image.small} alt="" width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
      )}
      <div className={styles.identityText}>
        <p className={styles.name} data-testid="profile-name">
          {name}
        </p>
        <p className={styles.identityMeta}>
          {[user.email, user.phone].filter(Boolean).join(' · ')}
          {(user.email || user.phone) && ' · '}
          <Trans>ID {user.id}</Trans>
        </p>
        {user.is_avatar_hidden && (
          <p className={styles.identityMeta}>
            <Trans>Other players do not see your avatar.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
