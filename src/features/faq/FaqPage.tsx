import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { HTML_LANG } from '../../../contract/locales';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import styles from './FaqPage.module.css';
import { FAQ, FAQ_TOPICS, type FaqTopic } from './questions';
import { searchFaq } from './search';

const TOPIC_TITLES: Record<FaqTopic, MessageDescriptor> = {
  account: msg`Account and sign-in`,
  payments: msg`Deposits and withdrawals`,
  verification: msg`Verification`,
  fairness: msg`Provably fair`,
  bonuses: msg`Bonuses`,
  responsible: msg`Responsible gaming`,
};

/** The answer the address names (/faq#withdraw), opened and scrolled to; again whenever the hash changes. */
function useOpenedByHash(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      setHash(id);
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: 'start' });
        target.querySelector('summary')?.focus({ preventScroll: true });
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

/** The help centre (/faq): questions by topic, searched as you type, each answer with its own address. */
export function FaqPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const opened = useOpenedByHash();
  const searchId = useId();
  const found = useMemo(() => searchFaq(FAQ, query, locale), [query, locale]);
  const searching = query.trim() !== '';
  const topics = FAQ_TOPICS.filter((topic) => found.some((entry) => entry.topic === topic));

  return (
    <div className={styles.page}>
      <PageHeading
        title={t`Help`}
        lead={t`Answers about accounts, deposits, withdrawals, verification, fair play, bonuses and playing responsibly.`}
      />
      <search className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {t`Search the answers`}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`For example: withdrawal, code, seed`}
          autoComplete="off"
        />
        <p className={styles.count} role="status" aria-live="polite">
          {searching &&
            (found.length === 0
              ? t`Nothing found. Try other words or ask support (the button at the bottom right).`
              : i18n._(plural(found.length, { one: '# answer found', other: '# answers found' })))}
        </p>
      </search>
      {topics.map((topic) => (
        <section key={topic} className={styles.topic} aria-labelledby={`faq-topic-${topic}`}>
          <h2 id={`faq-topic-${topic}`} className={styles.topicTitle}>
            {i18n._(TOPIC_TITLES[topic])}
          </h2>
          {found
            .filter((entry) => entry.topic === topic)
            .map((entry) => (
              <details
                key={entry.id}
                id={entry.id}
                className={styles.entry}
                open={entry.id === opened || (searching && found.length <= 3) || undefined}
                lang={HTML_LANG[locale]}
              >
                <summary className={styles.question}>{entry.question[locale]}</summary>
                <div className={styles.answer}>
                  {entry.answer[locale].map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <a className={styles.link} href={`#${entry.id}`}>
                    {t`Link to this answer`}
                  </a>
                </div>
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}
