import { describe, expect, it } from 'vitest';
import { csvCell, csvPhone, csvTime } from '../../src/modules/staff/csv.ts';

describe('CSV cells', () => {
  it('escapes what a spreadsheet would run, not plain numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+966500000000')).toBe("'+966500000000");
    expect(csvCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes phones as text and instants on Riyadh’s clock', () => {
    expect(csvPhone('+966500000001')).toBe('\u200E+966500000001');
    expect(csvCell(csvPhone('+966500000001'))).toBe('\u200E+966500000001');
    expect(csvPhone(null)).toBe('');
    expect(csvTime('2026-11-26T22:30:05.000Z')).toBe('2026-11-27 01:30:05');
    expect(csvTime(null)).toBe('');
  });
});
