import { ACTIVATION_FINISH_DELAY_MS, PUSH_SOCKET_TIMEOUT_MS } from '@portal/api/rules/activation-message';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { watchImportSocket } from './import-socket.ts';

function frame(type: string, timestamp: string, id = '6f1c2f0e-3b5a-4d2c-9a57-0c8e4b1d2a10'): string {
  return JSON.stringify({ id, type, data: { payload: '', timestamp } });
}

describe('the push socket while photos are brought back', () => {
  let actions: { refresh: Mock<() => void>; close: Mock<() => void> };

  beforeEach(() => {
    vi.useFakeTimers();
    actions = { refresh: vi.fn<() => void>(), close: vi.fn<() => void>() };
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the status 10 s after import-finished, then closes the socket', () => {
    const watch = watchImportSocket(actions);
    watch.receive('OK');
    watch.receive(frame('import-started', '2026-11-26T10:00:00Z'));
    watch.receive(frame('import-finished', '2026-11-26T10:05:00Z'));
    vi.advanceTimersByTime(ACTIVATION_FINISH_DELAY_MS - 1);
    expect(actions.refresh).not.toHaveBeenCalled();
    expect(actions.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(actions.close).toHaveBeenCalledTimes(1);
  });

  it('asks for the status at once after import-error', () => {
    const watch = watchImportSocket(actions);
    watch.receive(frame('import-error', '2026-11-26T10:05:00Z'));
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(actions.close).not.toHaveBeenCalled();
  });

  it('ignores invalid frames and messages older than the one kept', () => {
    const watch = watchImportSocket(actions);
    for (const invalid of [
      'not json',
      '{"type":"import-error"}',
      frame('import-error', 'yesterday'),
      42,
      null,
    ]) {
      watch.receive(invalid);
    }
    watch.receive(frame('import-error', '2026-11-26T10:00:00Z', 'not-a-uuid'));
    expect(actions.refresh).not.toHaveBeenCalled();

    watch.receive(frame('import-started', '2026-11-26T12:00:00+02:00'));
    // 09:59 UTC is older than 10:00 UTC (12:00 at +02:00): the late error changes nothing.
    watch.receive(frame('import-error', '2026-11-26T09:59:00Z'));
    // The same moment again is not newer either.
    watch.receive(frame('import-finished', '2026-11-26T10:00:00Z'));
    vi.advanceTimersByTime(ACTIVATION_FINISH_DELAY_MS);
    expect(actions.refresh).not.toHaveBeenCalled();
    expect(actions.close).not.toHaveBeenCalled();
  });

  it('closes the socket after 30 minutes whatever it said, and does nothing once stopped', () => {
    const watch = watchImportSocket(actions);
    vi.advanceTimersByTime(PUSH_SOCKET_TIMEOUT_MS);
    expect(actions.close).toHaveBeenCalledTimes(1);

    const stopped = watchImportSocket(actions);
    stopped.receive(frame('import-finished', '2026-11-26T10:05:00Z'));
    stopped.stop();
    vi.advanceTimersByTime(PUSH_SOCKET_TIMEOUT_MS);
    expect(actions.refresh).not.toHaveBeenCalled();
    expect(actions.close).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});
