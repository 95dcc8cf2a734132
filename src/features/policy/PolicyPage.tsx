import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { HTML_LANG } from '../../../contract/locales';
import { POLICY_DOCUMENTS } from '../../../contract/policy-documents';
import { policyOf, type ShippedPolicyKey } from '../../../contract/policy-pages';
import type { PolicyPageData } from '../../../workers/content/policies';
import { loadPolicy } from '../../stores/policies';
import { PageHeading } from '../sections/PageHeading';
import styles from './PolicyPage.module.css';

/**
 * One of the policy pages (spec §2), in the language its address names: the shipped text (version 1) at first
 * paint, then the current version the operator published, or the worker's last copy when offline.
 */
export function PolicyPage({ document }: { document: ShippedPolicyKey }) {
  const { t, i18n } = useLingui();
  const shipped = POLICY_DOCUMENTS[document];
  const [current, setCurrent] = useState<PolicyPageData | null>(null);

  useEffect(() => {
    let live = true;
    const { name, lang } = policyOf(document);
    void loadPolicy(name, lang).then((result) => {
      if (live && result.ok) setCurrent(result.data);
    });
    return () => {
      live = false;
    };
  }, [document]);

  const title = current?.title ?? shipped.title;
  const sections = current?.sections ?? shipped.sections;
  const date = current ? current.published_at.slice(0, 10) : shipped.updated;
  return (
    <article className={styles.article} lang={HTML_LANG[shipped.lang]}>
      <PageHeading title={title} />
      <p className={styles.updated}>
        {t`Version`} {current?.version ?? 1} · {t`Last updated`}: <time dateTime={date}>{date}</time>
        {current?.savedAt && (
          <>
            {' '}
            · {t`Saved copy from ${i18n.date(new Date(current.savedAt), { dateStyle: 'medium', timeStyle: 'short' })}`}
          </>
        )}
      </p>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
