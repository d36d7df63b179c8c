import { describe, expect, it } from 'vitest';

import { positionLabel, positionOption } from './position-name';

const nurse = { id: 'RN', name: 'Registered Nurse', nameEl: 'Νοσηλευτής/τρια' };
const carer = { id: 'CA', name: 'Care Assistant' };

describe('position names', () => {
  it('should show the Greek name to a Greek reader and the English name to an English reader', () => {
    expect(positionLabel(nurse, 'el')).toBe('Νοσηλευτής/τρια');
    expect(positionLabel(nurse, 'en')).toBe('Registered Nurse');
  });

  it('should fall back to the English name, marked as English, when there is no Greek name', () => {
    expect(positionLabel(carer, 'el')).toBe('Care Assistant');
    expect(positionOption(carer, 'el')).toEqual({ value: 'CA', label: 'Care Assistant', lang: 'en' });
    expect(positionOption(nurse, 'el')).toEqual({ value: 'RN', label: 'Νοσηλευτής/τρια' });
  });
});
