import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { SupportMessage } from '../../../../contract/api/support';
import { Button } from '../../../ui/Button';
import { may, useWho } from '../../stores/session';
import { answerPlayer, loadConversation } from '../../stores/support';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import inbox from './SupportInbox.module.css';

/** The longest message the server takes (contract: SUPPORT_MESSAGE_MAX). */
const MESSAGE_MAX = 2000;

/** One player's conversation, oldest first, and the operator's answer. */
export function Conversation({ player, onAnswered }: { player: number; onAnswered: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const who = useWho();
  const [messages, setMessages] = useState<SupportMessage[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  const reload = useCallback(async () => {
    const result = await loadConversation(player);
    if (result.ok) setMessages(result.data);
    else setProblem(failureLines(i18n, result.failure));
  }, [player, i18n]);
  useEffect(() => void reload(), [reload]);

  return (
    <section className={inbox.conversation} aria-labelledby="conversation-title">
      <div className={styles.heading}>
        <h2 id="conversation-title" className={styles.cardTitle}>
          {t`Player ${player}`}
        </h2>
        <Link to="/support" className={inbox.back}>
          <Trans>Back to the inbox</Trans>
        </Link>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard. */}
      <ol className={inbox.messages} aria-label={t`Messages`} tabIndex={0}>
        {messages?.map((message) => (
          <li key={message.id} className={inbox.message} data-author={message.author}>
            <span className="visually-hidden">{message.author === 'player' ? t`Player:` : t`Operator:`}</span>
            <p className={inbox.body}>{message.body}</p>
            <span className={styles.muted}>{format.when(message.created_at)}</span>
          </li>
        ))}
      </ol>
      {problem.length > 0 && (
        <div role="alert">
          {problem.map((line) => (
            <p key={line} className={styles.error}>
              {line}
            </p>
          ))}
        </div>
      )}
      {may(who, 'answerSupport') && (
        <form
          className={styles.inlineForm}
          onSubmit={async (event) => {
            event.preventDefault();
            const body = text.trim();
            if (!body) return;
            setBusy(true);
            const result = await answerPlayer(player, body);
            setBusy(false);
            if (!result.ok) return setProblem(failureLines(i18n, result.failure));
            setProblem([]);
            setText('');
            setMessages((current) => [...(current ?? []), result.data]);
            onAnswered();
          }}
        >
          <label className={styles.field}>
            <Trans>Answer</Trans>
            <textarea
              className={styles.input}
              value={text}
              maxLength={MESSAGE_MAX}
              required
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy} disabled={!text.trim()}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
