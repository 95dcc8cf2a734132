import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../contract/backoffice/roles';
import { capabilitiesOf } from './capabilities';

describe('what each role may do in the back office', () => {
  it('lets support see payouts and verifications but decide neither, and answer the inbox', () => {
    const support = capabilitiesOf('support');
    expect(support).toEqual(expect.arrayContaining(['payouts', 'verifications', 'support', 'answerSupport']));
    expect(support).not.toContain('decidePayout');
    expect(support).not.toContain('decideVerification');
    expect(support).not.toContain('operators');
    expect(support).not.toContain('audit');
  });

  it('lets support and risk open players and write notes, but only payments adjust, refund or decide adjustments', () => {
    for (const role of ['support', 'risk'] as const) {
      expect(capabilitiesOf(role), role).toEqual(expect.arrayContaining(['players', 'addPlayerNote']));
      for (const money of ['adjust', 'decideAdjustment', 'deposits', 'refundDeposit'] as const) {
        expect(capabilitiesOf(role), role).not.toContain(money);
      }
    }
    expect(capabilitiesOf('payments')).not.toContain('players');
  });

  it('lets payments decide payouts, risk decide verifications and read the audit log, and neither manage operators', () => {
    expect(capabilitiesOf('payments')).toEqual([
      'payouts',
      'decidePayout',
      'adjust',
      'decideAdjustment',
      'deposits',
      'refundDeposit',
      'reports',
      'bonuses',
    ]);
    const risk = capabilitiesOf('risk');
    expect(risk).toEqual(expect.arrayContaining(['verifications', 'decideVerification', 'payouts', 'audit']));
    expect(risk).not.toContain('decidePayout');
    expect(risk).not.toContain('operators');
  });

  it('lets risk change the games and every reader see the bonuses or tournaments, while only an admin creates them', () => {
    expect(capabilitiesOf('risk')).toEqual(expect.arrayContaining(['games', 'changeGames', 'reports', 'tournaments']));
    expect(capabilitiesOf('support')).toEqual(expect.arrayContaining(['bonuses', 'tournaments']));
    for (const role of ['support', 'payments', 'risk'] as const) {
      expect(capabilitiesOf(role), role).not.toContain('manageBonuses');
      expect(capabilitiesOf(role), role).not.toContain('manageTournaments');
    }
    expect(capabilitiesOf('support')).not.toContain('games');
  });

  it('lets risk block countries, and only an admin configure mirrors and route rules', () => {
    expect(capabilitiesOf('risk')).toContain('geo');
    for (const role of ['support', 'payments', 'risk'] as const) {
      expect(capabilitiesOf(role), role).not.toContain('mirrors');
      expect(capabilitiesOf(role), role).not.toContain('mirrorKeys');
      expect(capabilitiesOf(role), role).not.toContain('routeRules');
    }
    expect(capabilitiesOf('admin')).toEqual(expect.arrayContaining(['mirrors', 'geo', 'routeRules']));
  });

  it('lets risk read and change the sportsbook, support look up an event, and payments neither', () => {
    const writes = ['changeSports', 'setMarketLimits', 'correctSportsResult'] as const;
    expect(capabilitiesOf('risk')).toEqual(expect.arrayContaining(['sportsEvents', 'sportsSettings', ...writes]));
    expect(capabilitiesOf('support')).toContain('sportsEvents');
    expect(capabilitiesOf('support')).not.toContain('sportsSettings');
    for (const write of writes) expect(capabilitiesOf('support')).not.toContain(write);
    expect(capabilitiesOf('payments')).not.toContain('sportsEvents');
  });

  it('lets an admin do everything, and every other role strictly less', () => {
    const admin = capabilitiesOf('admin');
    expect(admin).toContain('manageOperators');
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) {
      const theirs = capabilitiesOf(role);
      expect(
        theirs.every((capability) => admin.includes(capability)),
        role,
      ).toBe(true);
      expect(theirs.length, role).toBeLessThan(admin.length);
    }
  });
});
