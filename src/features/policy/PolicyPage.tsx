import { useLingui } from '@lingui/react/macro';
import { HTML_LANG } from '../../../contract/locales';
import { PageHeading } from '../sections/PageHeading';
import { POLICY_DOCUMENTS } from './documents';
import styles from './PolicyPage.module.css';

/** One of the policy pages (spec §2), in the language its address names. */
export function PolicyPage({ document }: { document: keyof typeof POLICY_DOCUMENTS }) {
  const { t } = useLingui();
  const doc = POLICY_DOCUMENTS[document];
  return (
    <article className={styles.article} lang={HTML_LANG[doc.lang]}>
      <PageHeading title={doc.title} />
      <p className={styles.updated}>
        {t`Last updated`}: <time dateTime={doc.updated}>{doc.updated}</time>
      </p>
      {doc.sections.map((section) => (
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
