// @vitest-environment jsdom
// `?scenario=NAME` (issue 35, point 20): with testing off in this browser a link only asks; with
// it on, the switch goes through at once, with the testing switch's proof.
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { resetScenarioState, scenarioList } from '../../../mocks/scenarios';
import { switchTestScenario } from '../../api/testScenario/testScenarioClient';
import {
  readScenarioRequest,
  setScenarioRequest,
  setTestScenarioNotice,
} from '../../api/testScenario/testScenario';
import { parseTesting, readTesting, writeTesting } from '../../data/testingSwitch';
import { scenarioQuestion, switchRequestedScenario } from './switchRequestedScenario';

// jsdom resolves `/api/…` against its own origin; the msw node server answers any origin.
const backendScenario = async () =>
  ((await (await fetch('/api/test/scenario')).json()) as { name: string }).name;

afterEach(async () => {
  setScenarioRequest(null);
  setTestScenarioNotice(null);
  localStorage.clear();
  await resetScenarioState();
  await resetBackendDb();
});

describe('scenarioQuestion', () => {
  const backend = (name: string) => ({
    name,
    description: '',
    scenarios: [...scenarioList],
  });

  it('asks about a known scenario that is not on, with what it does', () => {
    expect(scenarioQuestion('server-errors', backend('default'))).toEqual({
      ask: {
        name: 'server-errors',
        description: 'Catalogue, cart, coupon and sign-in calls answer 500.',
        active: 'default',
      },
    });
    expect(scenarioQuestion('default', backend('network-down'))).toEqual({
      ask: { name: 'default', description: 'Normal behaviour.', active: 'network-down' },
    });
  });

  it('asks nothing when it is on already, and names an unknown one in a notice', () => {
    expect(scenarioQuestion('slow-network', backend('slow-network'))).toBeNull();
    expect(scenarioQuestion('nope', backend('default'))).toEqual({
      notice: 'Unknown test scenario "nope". Nothing was changed.',
    });
  });
});

describe('switchRequestedScenario', () => {
  it('with testing off, only asks: the backend stays as it was', async () => {
    await switchRequestedScenario('server-errors', false);
    expect(readScenarioRequest()).toMatchObject({ name: 'server-errors', active: 'default' });
    expect(await backendScenario()).toBe('default');
  });

  it('with testing on, switches at once (the backend takes the proof the client sends)', async () => {
    await switchRequestedScenario('server-errors', true);
    expect(readScenarioRequest()).toBeNull();
    expect(await backendScenario()).toBe('server-errors');
    await switchTestScenario('default');
    expect(await backendScenario()).toBe('default');
  });

  it('reads the testing switch of this browser by default', async () => {
    localStorage.setItem('skyforge.testing', 'on'); // the README's console line
    expect(readTesting()).toBe(true);
    await switchRequestedScenario('slow-network');
    expect(await backendScenario()).toBe('slow-network');
  });

  it('refuses the switch from a page that sends no proof (a stranger calling the API)', async () => {
    const response = await fetch('/api/test/scenario', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'server-errors' }),
    });
    expect(response.status).toBe(401);
    expect(await backendScenario()).toBe('default');
  });
});

describe('the testing switch', () => {
  it('takes "on" as the console line writes it or as the setting stores it', () => {
    expect(parseTesting('on')).toBe(true);
    expect(parseTesting(' on ')).toBe(true);
    expect(parseTesting('"on"')).toBe(true);
    for (const raw of [null, '', 'off', '"off"', 'true', 'yes'])
      expect(parseTesting(raw)).toBe(false);
    expect(writeTesting(true)).toBe(true);
    expect(readTesting()).toBe(true);
    expect(writeTesting(false)).toBe(true);
    expect(readTesting()).toBe(false);
  });
});
