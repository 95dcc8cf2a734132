import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { HeldItem } from '../../../../contract/api/games';
import { failureLines, screenFailure } from '../../../i18n/error-messages';
import { formatMoney } from '../../../lib/format';
import { loadCaseItems, loadCatalogue, openCase, sellCaseItem, useCases } from '../../../stores/cases';
import { notify } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import { Button, buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { DiceIcon } from '../../../ui/icons';
import { LocaleLink } from '../../layout/LocaleLink';
import { useLocale } from '../../layout/use-locale';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import { formatPercent } from '../format-percent';
import styles from '../GameLayout.module.css';
import { ModeNotice } from '../ModeNotice';
import { useGameSession } from '../use-game-session';
import { useOutcomeReveal } from '../use-outcome-reveal';
import cases from './Cases.module.css';
import { caseName, itemGlyph, itemName } from './case-names';
import { buildStrip, formatChance, itemChance, rarityOf, stripOffset } from './case-strip';
import { HOTKEYS } from './hotkeys';

const TILE = 112;
const GAP = 8;
const LAND_AT = 40;
const SPIN_MS = 5200;

interface Opening {
  key: number;
  strip: string[];
  item: HeldItem;
  offset: number;
  phase: 'ready' | 'spinning' | 'landed';
  decided: 'kept' | 'sold' | null;
}

/** One case: its contents and odds, opening with a spin strip, then keep the item or sell it back. */
export function CaseGame({ slug }: { slug?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const reveal = useOutcomeReveal();
  const { reduced, land } = reveal;
  const { status } = useSession();
  const { currency, balance, demo, demoNotice, offline } = useGameSession('cases');
  const { catalogue, catalogueFailed, items } = useCases();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [busy, setBusy] = useState(false);
  const [selling, setSelling] = useState<number | null>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  useGameHotkeys(HOTKEYS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue and the items follow the session (and its currency).
  useEffect(() => {
    if (status === 'loading') return;
    void loadCatalogue();
    void loadCaseItems();
  }, [status, currency]);

  // The strip starts still, then runs to the won tile on the next frames (at once with less motion).
  useEffect(() => {
    if (opening?.phase !== 'ready') return;
    if (reduced) {
      setOpening((current) => (current ? { ...current, phase: 'landed' } : current));
      return;
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        setOpening((current) => (current ? { ...current, phase: 'spinning' } : current)),
      );
    });
    const done = setTimeout(
      () => setOpening((current) => (current?.phase === 'spinning' ? { ...current, phase: 'landed' } : current)),
      SPIN_MS + 300,
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [opening?.phase, reduced]);

  // The strip stopped on the item: the balance, the rounds list and the items show it now.
  useEffect(() => {
    if (opening?.phase === 'landed') land();
  }, [opening?.phase, land]);

  const view = catalogue?.find((candidate) => candidate.id === slug);
  if (catalogue && !view) {
    return (
      <EmptyState
        icon={<DiceIcon width={28} height={28} />}
        title={t`There is no such case`}
        text={t`It may have been retired. Pick another one from the catalogue.`}
        actions={
          <LocaleLink to="/games/cases" className={buttonClass('primary')}>
            {t`All cases`}
          </LocaleLink>
        }
      />
    );
  }
  if (!view) {
    return (
      <div className={styles.stage} aria-busy={!catalogueFailed}>
        {catalogueFailed && <p className={styles.rules}>{screenFailure('casesNotLoaded')}</p>}
      </div>
    );
  }

  const name = caseName(i18n, view.id);
  const price = formatMoney(view.price, view.currency, locale);
  const byValue = [...view.items].sort((a, b) => Number(b.value) - Number(a.value));
  const held = items.filter((item) => item.status === 'held');
  const sold = items.filter((item) => item.status === 'sold').slice(0, 10);
  const running = opening !== null && opening.phase !== 'landed';

  const open = async () => {
    setBusy(true);
    reveal.hold();
    try {
      const result = await openCase(view.id);
      if (!result.ok) {
        land();
        // An answer the worker is still checking shows UnconfirmedNotice, not an error.
        if (result.failure.kind !== 'unconfirmed') {
          notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        }
        return;
      }
      const item = result.data.item;
      const viewport = windowRef.current?.clientWidth ?? 600;
      const strip = buildStrip(view.items, item.item_id, LAND_AT + 8, LAND_AT);
      setOpening({
        key: result.data.bet.id,
        strip,
        item,
        offset: stripOffset(LAND_AT, TILE, GAP, viewport, Math.random() - 0.5),
        phase: 'ready',
        decided: null,
      });
    } finally {
      setBusy(false);
    }
  };

  const sell = async (item: HeldItem) => {
    setSelling(item.id);
    try {
      const result = await sellCaseItem(item.id);
      if (!result.ok) {
        // An answer the worker is still checking shows UnconfirmedNotice, not an error.
        if (result.failure.kind !== 'unconfirmed') {
          notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        }
        return;
      }
      if (opening?.item.id === item.id) setOpening({ ...opening, decided: 'sold' });
      notify({
        kind: 'success',
        title: t`Sold for ${formatMoney(result.data.item.value, currency, locale)}`,
        lines: [],
      });
    } finally {
      setSelling(null);
    }
  };

  const won = opening?.item;
  const wonName = won ? itemName(i18n, won.item_id, won.name) : '';

  return (
    <div className={styles.layout}>
      <div className={styles.panel}>
        <ModeNotice demoNotice={demoNotice} demo={demo} balance={balance} currency={currency} />
        <div className={cases.art} aria-hidden="true">
          <span>▣</span>
        </div>
        <h2 className={cases.name}>{name}</h2>
        <dl className={styles.stats}>
          <div>
            <dt>{t`Price`}</dt>
            <dd data-testid="case-price">{price}</dd>
          </div>
          <div>
            <dt>{t`Items`}</dt>
            <dd>{view.items.length}</dd>
          </div>
          <div>
            <dt>{t`RTP`}</dt>
            <dd>{formatPercent(view.rtp, locale, 1)}%</dd>
          </div>
        </dl>
        <div className={styles.panelAction}>
          <Button
            variant="primary"
            wide
            busy={busy}
            disabled={offline || running}
            onClick={() => void open()}
            data-hotkey="bet"
          >
            <Trans>Open for {price}</Trans>
          </Button>
        </div>
        <p className={styles.rules}>
          {t`Each opening draws a roll of 1 to 100,000; the item whose range holds it is yours. Keep it or sell it back for its value. The case returns ${formatPercent(view.rtp, locale, 1)}% of its price on average.`}
        </p>
      </div>
      <div className={styles.stage}>
        <div className={cases.scene}>
          <div className={cases.window} ref={windowRef}>
            <span className={cases.marker} aria-hidden="true" />
            <div
              key={opening?.key ?? 'idle'}
              className={cases.strip}
              data-phase={opening?.phase ?? 'idle'}
              style={{
                transform: `translateX(${opening && opening.phase !== 'ready' ? opening.offset : 0}px)`,
                transitionDuration: opening?.phase === 'spinning' ? `${SPIN_MS}ms` : '0ms',
              }}
              aria-hidden="true"
              onTransitionEnd={() =>
                setOpening((current) => (current?.phase === 'spinning' ? { ...current, phase: 'landed' } : current))
              }
            >
              {(opening?.strip ?? byValue.map((item) => item.id).concat(byValue.map((item) => item.id))).map(
                (id, i) => {
                  const item = view.items.find((candidate) => candidate.id === id);
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: the strip is fixed for one opening.
                      key={i}
                      className={cases.tile}
                      data-rarity={rarityOf(view.items, id)}
                      data-won={(opening?.phase === 'landed' && i === LAND_AT) || undefined}
                    >
                      <span className={cases.glyph}>{itemGlyph(id)}</span>
                      <span className={cases.tileName}>{itemName(i18n, id, item?.name ?? id)}</span>
                    </div>
                  );
                },
              )}
            </div>
          </div>
          <div className={cases.result} role="status" data-testid="case-result">
            {won && opening?.phase === 'landed' ? (
              <>
                <p className={cases.wonLine}>
                  {t`You got ${wonName} worth ${formatMoney(won.value, currency, locale)}`}
                </p>
                {opening.decided === null ? (
                  <div className={cases.decide}>
                    <Button variant="secondary" onClick={() => setOpening({ ...opening, decided: 'kept' })}>
                      <Trans>Keep</Trans>
                    </Button>
                    <Button variant="primary" busy={selling === won.id} onClick={() => void sell(won)}>
                      <Trans>Sell for {formatMoney(won.value, currency, locale)}</Trans>
                    </Button>
                  </div>
                ) : (
                  <p className={styles.rules}>
                    {opening.decided === 'sold'
                      ? t`Sold: the value is on your balance.`
                      : t`Kept: it waits in your items below.`}
                  </p>
                )}
              </>
            ) : running ? (
              <p className={cases.wonLine}>{t`Opening…`}</p>
            ) : (
              <p className={styles.rules}>{t`Open the case to spin for one of its items.`}</p>
            )}
          </div>
          <div className={styles.phoneAction}>
            <Button
              variant="primary"
              wide
              busy={busy}
              disabled={offline || running}
              onClick={() => void open()}
              data-hotkey="bet"
            >
              <Trans>Open for {price}</Trans>
            </Button>
          </div>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="cases" hotkeys={HOTKEYS} />
        <section className={styles.card} aria-labelledby="case-contents">
          <h2 id="case-contents" className={styles.cardTitle}>
            <Trans>Contents and odds</Trans>
          </h2>
          <ul className={cases.contents}>
            {byValue.map((item) => (
              <li key={item.id} className={cases.content} data-rarity={rarityOf(view.items, item.id)}>
                <span className={cases.glyph} aria-hidden="true">
                  {itemGlyph(item.id)}
                </span>
                <span className={cases.contentName}>{itemName(i18n, item.id, item.name)}</span>
                <span className={cases.value}>{formatMoney(item.value, view.currency, locale)}</span>
                <span className={cases.chance}>{formatChance(itemChance(item), locale)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="case-items">
          <h2 id="case-items" className={styles.cardTitle}>
            <Trans>Your items</Trans>
          </h2>
          {held.length === 0 && sold.length === 0 ? (
            <p className={styles.rules}>
              <Trans>Items you win wait here until you sell them back to your balance.</Trans>
            </p>
          ) : (
            <ul className={cases.contents}>
              {[...held, ...sold].map((item) => (
                <li key={item.id} className={cases.content} data-testid="held-item" data-status={item.status}>
                  <span className={cases.glyph} aria-hidden="true">
                    {itemGlyph(item.item_id)}
                  </span>
                  <span className={cases.contentName}>{itemName(i18n, item.item_id, item.name)}</span>
                  <span className={cases.value}>{formatMoney(item.value, currency, locale)}</span>
                  {item.status === 'held' ? (
                    <button
                      type="button"
                      className={cases.sell}
                      disabled={selling !== null}
                      onClick={() => void sell(item)}
                    >
                      {t`Sell`}
                    </button>
                  ) : (
                    <span className={cases.chance}>{t`Sold`}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <RecentBets game="cases" />
        <FairnessPanel />
      </div>
    </div>
  );
}
