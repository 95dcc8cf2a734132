import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SupportMessage } from '../../../contract/api/support';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime } from '../../lib/format';
import { useDraft } from '../../lib/use-draft';
import { useApp } from '../../stores/app';
import { useSession } from '../../stores/session';
import { loadConversation, markSupportRead, sendSupportMessage, useSupport, watchSupport } from '../../stores/support';
import { Button } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { useOpenModal } from '../layout/use-open-modal';
import styles from './SupportPanel.module.css';

interface SupportPanelProps {
  id: string;
  onClose: () => void;
}

/** The support chat's panel: the player's conversation with an operator; guests are shown how to reach us. */
export function SupportPanel({ id, onClose }: SupportPanelProps) {
  const { t } = useLingui();
  const { status } = useSession();
  const titleId = useId();
  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Support</Trans>
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close support`}>
          ×
        </button>
      </header>
      {status === 'signed-in' ? <Conversation /> : <GuestContacts onClose={onClose} />}
    </section>
  );
}

function GuestContacts({ onClose }: { onClose: () => void }) {
  const open = useOpenModal();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => body.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={body} className={styles.body}>
      <p className={styles.muted}>
        <Trans>Log in to chat with an operator: the conversation stays with your account.</Trans>
      </p>
      <Button
        variant="primary"
        wide
        onClick={() => {
          onClose();
          open('login');
        }}
      >
        <Trans>Log in</Trans>
      </Button>
      <LocaleLink to="/faq" className={styles.link} onClick={onClose}>
        <Trans>Most answers are already in Help</Trans>
      </LocaleLink>
    </div>
  );
}

function Conversation() {
  const { t } = useLingui();
  const locale = useLocale();
  const { online } = useApp();
  const { unread } = useSupport();
  const fieldId = useId();
  const [messages, setMessages] = useState<SupportMessage[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [text, setText, clearText] = useDraft('support:message', '');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  const load = useCallback(async () => {
    const result = await loadConversation();
    if (!result.ok) {
      setProblem(failureLines(result.failure).join(' '));
      return;
    }
    setProblem(null);
    setMessages(result.data.items);
    if (result.data.unread > 0) await markSupportRead();
  }, []);

  useEffect(() => {
    field.current?.focus();
    void watchSupport(true);
    return () => void watchSupport(false);
  }, []);

  // Opening, and every new operator answer while open, loads the conversation and marks it seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: unread is the trigger, not an input.
  useEffect(() => {
    void load();
  }, [load, unread]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new message scrolls the log to the end.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    setBusy(true);
    try {
      const result = await sendSupportMessage(body);
      if (!result.ok) {
        setProblem(failureLines(result.failure).join(' '));
        return;
      }
      clearText();
      setMessages((previous) => [...(previous ?? []), result.data]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.conversation}>
      {messages && messages.length === 0 && (
        <p className={styles.muted}>
          <Trans>Write to us: an operator answers here, usually within a few minutes.</Trans>
        </p>
      )}
      <ol ref={log} className={styles.messages} aria-label={t`Messages`} aria-live="polite">
        {messages?.map((message) => (
          <li key={message.id} className={styles.message} data-author={message.author}>
            <span className="visually-hidden">{message.author === 'operator' ? t`Operator:` : t`You:`}</span>
            <p className={styles.bubble}>{message.body}</p>
            <time className={styles.time} dateTime={message.created_at}>
              {formatDateTime(Date.parse(message.created_at), locale)}
            </time>
          </li>
        ))}
      </ol>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={fieldId} className="visually-hidden">
          {t`Your message`}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className={styles.input}
          rows={2}
          maxLength={2000}
          placeholder={t`Your message`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!online || !text.trim()}>
          <Trans>Send</Trans>
        </Button>
      </form>
      {!online && (
        <p className={styles.muted} role="status">
          <Trans>Sending needs a connection; your message is kept until then.</Trans>
        </p>
      )}
    </div>
  );
}
