// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callPlaces } from '../../functions/contract/visits';
import { placeNames } from '../../functions/weekly-report/words';

describe("the weekly mail's names for where a tap came from", () => {
  it.each(callPlaces)('names %s in words, not by its id', (place) => {
    expect(placeNames[place]).toMatch(/^[A-Z]\S* \S/);
    expect(placeNames[place]).not.toBe(place);
  });

  it("names a text link after its call button's place", () => {
    expect(placeNames['text-emergency-banner']).toBe('Text link next to the emergency banner');
  });
});
