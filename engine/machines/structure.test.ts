import { describe, expect, it } from 'vitest';
import { StateMachine, assign, fromPromise } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machines } from './index';

// Issue 4: each machine is `setup({ types, actions, guards, actors, delays }).createMachine(…)`
// with every action, guard, actor and delay named, and network calls are injected
// `fromPromise` actors. Inline implementations would not show in a trace or a diagram and
// could not be replaced with `machine.provide`, so this walks every state node to check.

type Named = { type: string };
const nameOf = (item: unknown): string | undefined =>
  typeof item === 'string' ? item : item && typeof item === 'object' && typeof (item as Named).type === 'string' ? (item as Named).type : undefined;

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Every inline or unknown implementation of a machine, described. */
function unnamed(machine: AnyStateMachine): string[] {
  const impl = machine.implementations;
  const problems: string[] = [];
  const checkActions = (where: string, list: readonly unknown[] | undefined, timers = false) => {
    for (const action of list ?? []) {
      // xstate schedules and cancels the events of `after` with its own raise/cancel actions.
      const builtin = typeof action === 'function' ? (action as { type?: string }).type : undefined;
      if (timers && (builtin === 'xstate.raise' || builtin === 'xstate.cancel')) continue;
      const name = nameOf(action);
      if (!name) problems.push(`${where}: inline action`);
      else if (!(name in impl.actions)) problems.push(`${where}: action '${name}' not in setup`);
    }
  };
  for (const node of allNodes(machine.root)) {
    const timers = node.after.length > 0;
    checkActions(`${node.id} entry`, node.entry, timers);
    checkActions(`${node.id} exit`, node.exit, timers);
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of transitions) {
      const where = `${node.id} ${t.eventType || 'always'}`;
      checkActions(where, t.actions);
      if (t.guard !== undefined) {
        const name = nameOf(t.guard);
        if (!name) problems.push(`${where}: inline guard`);
        else if (!(name in impl.guards)) problems.push(`${where}: guard '${name}' not in setup`);
      }
    }
    for (const t of node.after) {
      if (typeof t.delay !== 'string') problems.push(`${node.id}: delay ${String(t.delay)} is not named`);
      else if (!(t.delay in impl.delays)) problems.push(`${node.id}: delay '${t.delay}' not in setup`);
    }
    for (const inv of node.invoke) {
      // xstate names inline logic itself: 'xstate.invoke.<n>.<state id>'.
      if (typeof inv.src !== 'string' || inv.src.startsWith('xstate.invoke.')) problems.push(`${node.id}: inline actor`);
      else if (!(inv.src in impl.actors)) problems.push(`${node.id}: actor '${inv.src}' not in setup`);
    }
  }
  return problems;
}

const promiseShape = Object.keys(fromPromise(async () => null)).sort();

describe('machine structure', () => {
  for (const [id, machine] of Object.entries(machines)) {
    it(`${id}: every action, guard, delay and actor is named in setup`, () => {
      expect(machine.id).toBe(id);
      expect(unnamed(machine)).toEqual([]);
    });

    it(`${id}: network calls are fromPromise actors the shell injects`, () => {
      for (const [name, logic] of Object.entries(machine.implementations.actors)) {
        if (logic instanceof StateMachine) {
          // Only the countdown runs as a child machine; it makes no calls.
          expect(logic.id, name).toBe('countdown');
          continue;
        }
        expect(Object.keys(logic as object).sort(), name).toEqual(promiseShape);
      }
    });
  }

  it('catches an inline guard, action or delay', () => {
    const bad = new StateMachine(
      {
        id: 'bad',
        initial: 'a',
        states: {
          a: { entry: () => {}, after: { 500: 'b' }, on: { GO: { guard: () => true, target: 'b' }, STAY: { actions: assign({}) } } },
          b: { invoke: { src: fromPromise(async () => 1) } },
        },
      } as never,
      machines.countdown.implementations as never,
    );
    expect(unnamed(bad as never)).toEqual([
      'bad.a entry: inline action',
      'bad.a GO: inline guard',
      'bad.a STAY: inline action',
      'bad.a: delay 500 is not named',
      'bad.b: inline actor',
    ]);
  });
});
