import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf } from '../../../../contract/api/endpoint';
import type { SUPPORT_API } from '../../../../contract/api/support';
import { loadConversations } from '../../stores/support';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useFormat } from '../common/use-format';
import { Conversation } from './Conversation';
import inbox from './SupportInbox.module.css';

type ConversationSummary = AnswerOf<typeof SUPPORT_API.operatorConversations>['data']['items'][number];

/** The support inbox: the players' conversations (the latest first, with how many messages wait), and the one open. */
export function SupportInbox({ player }: { player: number | undefined }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [items, setItems] = useState<ConversationSummary[] | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadConversations();
    if (result.ok) setItems(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [i18n]);
  useEffect(() => void reload(), [reload]);

  return (
    <section className={styles.screen} aria-labelledby="support-title">
      <ScreenHeading id="support-title" title={<Trans>Support inbox</Trans>} onRefresh={() => void reload()} />
      <Outcome outcome={outcome} />
      <div className={inbox.panes} data-open={player !== undefined || undefined}>
        <nav className={inbox.list} aria-label={t`Conversations`}>
          {items?.length === 0 && (
            <p className={styles.empty}>
              <Trans>No conversations yet. Players write from the chat button of the site.</Trans>
            </p>
          )}
          <ul className={styles.list}>
            {items?.map((item) => {
              const { user_id: userId, waiting } = item;
              return (
                <li key={userId}>
                  <Link
                    to="/support"
                    search={{ player: userId }}
                    className={inbox.item}
                    activeOptions={{ includeSearch: true }}
                    activeProps={{ 'aria-current': 'page' }}
                  >
                    <span className={inbox.itemHead}>
                      <strong>{t`Player ${userId}`}</strong>
                      {waiting > 0 && (
                        <span className={styles.badge} data-tone="wait">
                          {t`Waiting: ${waiting}`}
                        </span>
                      )}
                    </span>
                    <span className={inbox.snippet}>{item.last_message.body}</span>
                    <span className={styles.muted}>{format.when(item.last_message.created_at)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={inbox.open}>
          {player === undefined ? (
            <p className={styles.muted}>
              <Trans>Choose a conversation.</Trans>
            </p>
          ) : (
            <Conversation key={player} player={player} onAnswered={() => void reload()} />
          )}
        </div>
      </div>
    </section>
  );
}
