import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorOffer } from '../../../../contract/api/bonus';
import { CURRENCIES } from '../../../../contract/money';
import { Button } from '../../../ui/Button';
import { deactivateOffer } from '../../stores/bonuses';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { OFFER_KIND_LABEL } from './labels';
import { OfferEditForm } from './OfferEditForm';

/** One offer: its kind, code, amounts, wagering, uses and dates; edit or switch it off (admin). */
export function OfferCard({
  offer,
  canManage,
  onDone,
  onFailed,
}: {
  offer: OperatorOffer;
  canManage: boolean;
  onDone: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState<'edit' | 'confirm-off' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = offer.name;
  const amounts = CURRENCIES.flatMap((currency) => {
    const amount = offer.amounts[currency];
    return amount ? [format.money(amount, currency)] : [];
  });

  const deactivate = async () => {
    setBusy(true);
    const result = await deactivateOffer(offer.id);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setOpen(null);
    onDone(t`${name} is switched off: no new grants; bonuses already granted keep running.`);
  };

  return (
    <li className={styles.card} aria-labelledby={`offer-${offer.id}`} data-testid="offer">
      <div className={styles.cardHead}>
        <h2 id={`offer-${offer.id}`} className={styles.cardTitle}>
          {offer.name}
          {offer.code && ` · ${offer.code}`}
        </h2>
        <span className={styles.badge} data-tone={offer.active ? 'good' : 'bad'}>
          {offer.active ? t`Active` : t`Switched off`}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Kind</Trans>}>{i18n._(OFFER_KIND_LABEL[offer.type])}</Fact>
        {offer.percent !== null && <Fact label={<Trans>Match</Trans>}>{offer.percent}%</Fact>}
        <Fact label={offer.percent !== null ? t`Cap` : t`Amount`}>{amounts.length > 0 ? amounts.join(', ') : '—'}</Fact>
        <Fact label={<Trans>Wagering</Trans>}>
          {offer.wager.multiplier === 0
            ? t`None`
            : offer.wager.base === 'bonus'
              ? t`×${offer.wager.multiplier} the bonus`
              : t`×${offer.wager.multiplier} the bonus and deposit`}
        </Fact>
        <Fact label={<Trans>Uses</Trans>} testId="offer-uses">
          {offer.max_uses === null ? offer.uses : `${offer.uses} / ${offer.max_uses}`}
        </Fact>
        <Fact label={<Trans>From</Trans>}>{offer.starts_at ? format.when(offer.starts_at) : t`Now`}</Fact>
        <Fact label={<Trans>Until</Trans>}>{offer.expires_at ? format.when(offer.expires_at) : t`No end`}</Fact>
      </dl>
      {canManage && open === null && offer.active && (
        <div className={styles.actions}>
          <Button onClick={() => setOpen('edit')} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button onClick={() => setOpen('confirm-off')} aria-label={t`Switch off ${name}`}>
            <Trans>Switch off</Trans>
          </Button>
        </div>
      )}
      {open === 'confirm-off' && (
        <fieldset className={styles.inlineForm} aria-label={t`Switch off ${name}?`}>
          <p>
            <Trans>
              Switch off {name}? Nobody can get it any more, and it cannot be switched on again. Bonuses already granted
              keep running.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" busy={busy} onClick={() => void deactivate()}>
              <Trans>Yes, switch it off</Trans>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setOpen(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </fieldset>
      )}
      {open === 'edit' && (
        <OfferEditForm
          offer={offer}
          onSaved={(line) => {
            setOpen(null);
            onDone(line);
          }}
          onFailed={onFailed}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}
