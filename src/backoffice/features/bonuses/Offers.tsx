import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { OperatorOffer } from '../../../../contract/api/bonus';
import { Button } from '../../../ui/Button';
import { loadOffers } from '../../stores/bonuses';
import { may, useWho } from '../../stores/session';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { NewOfferForm } from './NewOfferForm';
import { OfferCard } from './OfferCard';

/** Bonus offers and promo codes: every one with its uses, a new one, an edit, and switching one off (admin). */
export function Offers() {
  const { i18n } = useLingui();
  const who = useWho();
  const canManage = may(who, 'manageBonuses');
  const [offers, setOffers] = useState<OperatorOffer[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadOffers();
    if (result.ok) setOffers([...result.data].sort((a, b) => b.id - a.id));
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [i18n]);
  useEffect(() => void reload(), [reload]);

  const done = (line: string) => {
    setOutcome({ kind: 'ok', lines: [line] });
    void reload();
  };

  return (
    <section className={styles.screen} aria-labelledby="bonuses-title">
      <ScreenHeading id="bonuses-title" title={<Trans>Bonuses and promo codes</Trans>}>
        {canManage && !creating && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Trans>New offer or promo code</Trans>
          </Button>
        )}
      </ScreenHeading>
      {!canManage && (
        <p className={styles.muted}>
          <Trans>Your role sees the offers; creating and changing them is for an admin.</Trans>
        </p>
      )}
      {creating && (
        <NewOfferForm
          onCreated={(line) => {
            setCreating(false);
            done(line);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <Outcome outcome={outcome} />
      {offers?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No offers yet.</Trans>
        </p>
      )}
      {offers && offers.length > 0 && (
        <ul className={styles.list}>
          {offers.map((offer) => (
            <OfferCard
              key={`${offer.id}:${offer.active}`}
              offer={offer}
              canManage={canManage}
              onDone={done}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
