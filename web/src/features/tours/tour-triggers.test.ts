import { TOUR_TRIGGER_DELAY_MS } from '@portal/schema/rules/tours';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playStep, type TourActions } from './tour-triggers.ts';

let actions: { [K in keyof TourActions]: ReturnType<typeof vi.fn<TourActions[K]>> };
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <nav id="menu"><a id="news" href="#">Actualités</a></nav>
    <button id="other" type="button">Autre</button>
    <input id="search" />`;
  actions = {
    moveNext: vi.fn<TourActions['moveNext']>(),
    destroy: vi.fn<TourActions['destroy']>(),
    showNavigation: vi.fn<TourActions['showNavigation']>(),
  };
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  // The test files share one document.
  document.body.innerHTML = '';
});

const click = (id: string) => document.getElementById(id)?.click();
const add = (id: string) => document.body.insertAdjacentHTML('beforeend', `<div id="${id}"></div>`);

describe('a step of a guided tour', () => {
  it('moves on after the trigger delay when the trigger is clicked, and not on another click', async () => {
    stop = playStep({ triggers: [{ selector: '#menu a', action: 'nextstep' }] }, actions);
    click('other');
    click('news');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS - 1);
    expect(actions.moveNext).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actions.moveNext).toHaveBeenCalledOnce();
    expect(actions.destroy).not.toHaveBeenCalled();
  });

  it('ends the tour on a destroy trigger', async () => {
    stop = playStep({ triggers: [{ selector: '#news', action: 'destroy' }] }, actions);
    click('news');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS);
    expect(actions.destroy).toHaveBeenCalledOnce();
    expect(actions.moveNext).not.toHaveBeenCalled();
  });

  it("runs the trigger's named callback before its action", async () => {
    const order: string[] = [];
    actions.showNavigation.mockImplementation(() => order.push('menu'));
    actions.moveNext.mockImplementation(() => order.push('next'));
    stop = playStep(
      { triggers: [{ selector: '#other', callbackName: 'openMenu', action: 'nextstep' }] },
      actions,
    );
    click('other');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS);
    expect(actions.showNavigation).toHaveBeenCalledWith(true);
    expect(order).toEqual(['menu', 'next']);
  });

  it("waits for the white list's element to appear before it moves on", async () => {
    stop = playStep(
      { triggers: [{ selector: '#news', whitelistSelector: '#loaded', whitelistTimeout: 5000 }] },
      actions,
    );
    click('news');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actions.moveNext).not.toHaveBeenCalled();
    add('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.moveNext).toHaveBeenCalledOnce();
  });

  it("waits until the black list's element is gone before it moves on", async () => {
    add('spinner');
    stop = playStep(
      { triggers: [{ selector: '#news', blacklistSelector: '#spinner', blacklistTimeout: 5000 }] },
      actions,
    );
    click('news');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actions.moveNext).not.toHaveBeenCalled();
    document.getElementById('spinner')?.remove();
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.moveNext).toHaveBeenCalledOnce();
  });

  it('moves on anyway once a list has waited its whole timeout', async () => {
    stop = playStep(
      { triggers: [{ selector: '#news', whitelistSelector: '#never', whitelistTimeout: 2000 }] },
      actions,
    );
    click('news');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS + 1999);
    expect(actions.moveNext).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actions.moveNext).toHaveBeenCalledOnce();
  });

  it('does not skip a step on a second click while the first one waits', async () => {
    stop = playStep({ triggers: [{ selector: '#news', action: 'nextstep' }] }, actions);
    click('news');
    click('news');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS);
    expect(actions.moveNext).toHaveBeenCalledOnce();
  });

  it('once stopped, neither listens nor acts on a click that was waiting', async () => {
    stop = playStep({ triggers: [{ selector: '#news', action: 'nextstep' }] }, actions);
    click('news');
    stop();
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS);
    click('news');
    await vi.advanceTimersByTimeAsync(TOUR_TRIGGER_DELAY_MS);
    expect(actions.moveNext).not.toHaveBeenCalled();
  });

  it("runs its callbacks after their timeout on their selector's element, and ignores a name it does not know", async () => {
    stop = playStep(
      {
        callbacks: [
          { selector: '#search', callbackName: 'focus', timeout: 300 },
          { selector: '#search', callbackName: 'toString' },
          { selector: '#search', callbackName: 'inconnu' },
        ],
      },
      actions,
    );
    await vi.advanceTimersByTimeAsync(299);
    expect(document.activeElement).not.toBe(document.getElementById('search'));
    await vi.advanceTimersByTimeAsync(1);
    expect(document.activeElement).toBe(document.getElementById('search'));
  });

  it('cancels callbacks still waiting when the step changes', async () => {
    stop = playStep({ callbacks: [{ selector: '#menu', callbackName: 'closeMenu', timeout: 300 }] }, actions);
    stop();
    await vi.advanceTimersByTimeAsync(300);
    expect(actions.showNavigation).not.toHaveBeenCalled();
  });
});
