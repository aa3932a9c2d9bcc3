// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTransparent, opaqueBackgroundOf } from './background-color';

describe('background behind the map', () => {
  it('reads transparent and translucent colours as not opaque', () => {
    expect(isTransparent('transparent')).toBe(true);
    expect(isTransparent('rgba(0, 0, 0, 0)')).toBe(true);
    expect(isTransparent('rgba(255, 255, 255, 0.5)')).toBe(true);
    expect(isTransparent('rgb(255 255 255 / 50%)')).toBe(true);
    expect(isTransparent('rgb(240, 241, 242)')).toBe(false);
    expect(isTransparent('#fafafa')).toBe(false);
  });

  it('takes the nearest opaque background up the tree, else white', () => {
    const outer = document.createElement('div');
    outer.style.backgroundColor = 'rgb(10, 20, 30)';
    const inner = document.createElement('div');
    outer.appendChild(inner);
    document.body.appendChild(outer);
    expect(opaqueBackgroundOf(inner)).toBe('rgb(10, 20, 30)');
    outer.style.backgroundColor = '';
    expect(opaqueBackgroundOf(inner)).toBe('#ffffff');
    outer.remove();
  });
});
