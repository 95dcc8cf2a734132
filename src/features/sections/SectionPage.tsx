import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from './PageHeading';
import { SECTIONS, type SectionId } from './sections';

/** A section page: its heading, and an empty state that says what will be here and what to do now. */
export function SectionPage({ section, children }: { section: SectionId; children?: ReactNode }) {
  const { i18n } = useLingui();
  const definition = SECTIONS[section];
  return (
    <>
      <PageHeading title={i18n._(definition.title)} lead={i18n._(definition.lead)} />
      {children}
      <SectionEmpty section={section} />
    </>
  );
}

/** A section's empty state: what will be here and what to do now. */
export function SectionEmpty({ section }: { section: SectionId }) {
  const { i18n } = useLingui();
  const definition = SECTIONS[section];
  const Icon = definition.icon;
  return (
    <EmptyState
      icon={<Icon width={28} height={28} />}
      title={i18n._(definition.emptyTitle)}
      text={i18n._(definition.emptyText)}
      actions={
        <LocaleLink to={definition.action.to} className={buttonClass('primary')}>
          {i18n._(definition.action.label)}
        </LocaleLink>
      }
    />
  );
}
