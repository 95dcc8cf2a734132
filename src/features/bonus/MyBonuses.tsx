import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import type { Grant } from '../../../contract/api/bonus';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import { activatePromo, loadMyBonuses, useBonuses } from '../../stores/promo';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './MyBonuses.module.css';

/** Wagered / required as a percentage of the bar (0-100). */
function progress(grant: Grant): number {
  const required = Number(grant.required);
  return required > 0 ? Math.min(100, Math.floor((Number(grant.wagered) / required) * 100)) : 100;
}

function ActiveBonus({ grant }: { grant: Grant }) {
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, grant.currency, locale);
  const hoursLeft = Math.max(0, Math.ceil(grant.expires_in / 3600));
  return (
    <section className={styles.card} data-testid="active-bonus" aria-labelledby="active-bonus-title">
      <h2 id="active-bonus-title" className={styles.title}>
        {grant.name}
      </h2>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress(grant)}
      >
        <div className={styles.fill} style={{ width: `${progress(grant)}%` }} />
      </div>
      <p className={styles.facts}>
        <span>
          <Trans>
            Wagered {money(grant.wagered)} of {money(grant.required)}
          </Trans>
        </span>
        <span>
          <Trans>Hours left: {hoursLeft}</Trans>
        </span>
        {grant.max_bet && (
          <span>
            <Trans>Maximum bet: {money(grant.max_bet)}</Trans>
          </span>
        )}
      </p>
      <ul className={styles.rules}>
        <li>
          <Trans>A bet takes your real money first, then bonus money.</Trans>
        </li>
        <li>
          <Trans>A win is split the same way between real and bonus money.</Trans>
        </li>
        <li>
          <Trans>Original games and slots count in full, live games a tenth, sports bets by their odds.</Trans>
        </li>
        <li>
          <Trans>When the wagering is done, the bonus balance becomes real money.</Trans>
        </li>
        <li>
          <Trans>
            If the time runs out or you ask for a withdrawal, the bonus and its winnings are lost; your real money never
            is.
          </Trans>
        </li>
      </ul>
    </section>
  );
}

function PromoForm() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    try {
      const result = await activatePromo(code.trim());
      if (result.ok) {
        notify({ kind: 'success', title: t`Promo code activated`, lines: [result.data.name] });
        setCode('');
      } else notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="promo-form">
      <input
        className={styles.input}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t`Promo code`}
        aria-label={t`Promo code`}
        maxLength={64}
      />
      <Button type="submit" variant="primary" busy={busy}>
        <Trans>Activate</Trans>
      </Button>
    </form>
  );
}

/** The signed-in player's bonuses: the active one with its wagering, promo-code entry, free spins and history. */
export function MyBonuses() {
  const { t } = useLingui();
  const locale = useLocale();
  const { mine, freeSpins } = useBonuses();
  useEffect(() => {
    void loadMyBonuses();
  }, []);
  const STATUS: Record<Grant['status'], string> = {
    pending: t`Waiting`,
    active: t`Active`,
    completed: t`Wagered: real money`,
    expired: t`Expired`,
    forfeited: t`Forfeited`,
    cancelled: t`Cancelled`,
    paid: t`Paid`,
    open: t`Open`,
  };
  const active = mine?.bonuses.find((grant) => grant.status === 'active');
  // Free-spins campaigns are listed with their spins; what a spin won is a bonus like the others.
  const campaign = (grant: Grant) => freeSpins.some((c) => c.id === grant.id);
  const others = mine?.bonuses.filter((grant) => grant !== active && !campaign(grant)) ?? [];
  const spins = freeSpins.filter((campaign) => campaign.status === 'open');
  return (
    <>
      {active && <ActiveBonus grant={active} />}
      <section className={styles.card}>
        <h2 className={styles.title}>
          <Trans>Have a promo code?</Trans>
        </h2>
        <PromoForm />
      </section>
      {spins.length > 0 && (
        <section className={styles.card} data-testid="free-spins">
          <h2 className={styles.title}>
            <Trans>Free spins</Trans>
          </h2>
          <ul className={styles.list}>
            {spins.map((campaign) => (
              <li key={campaign.id}>
                <span>
                  {campaign.name} · {campaign.game.id} · {campaign.spins_left}/{campaign.spins_total}
                </span>
                <span className={styles.muted}>
                  <Trans>Until {formatDateTime(Date.parse(campaign.expiration_at), locale)}</Trans>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className={styles.card} data-testid="bonus-history">
          <h2 className={styles.title}>
            <Trans>Your bonuses</Trans>
          </h2>
          <ul className={styles.list}>
            {others.map((grant) => (
              <li key={grant.id}>
                <span>
                  {grant.name} · {formatMoney(grant.amount, grant.currency, locale)}
                </span>
                <span className={styles.muted}>{STATUS[grant.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mine && mine.bonuses.length === 0 && (
        <p className={styles.muted}>
          <Trans>No bonuses yet. Your deposits and promo codes bring them here.</Trans>
        </p>
      )}
    </>
  );
}
