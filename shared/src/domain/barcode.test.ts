import { isValidBarcode, normaliseBarcode } from './barcode';

test('accepts EAN-13, EAN-8 and UPC-A codes whose check digit matches', () => {
  expect(isValidBarcode('3850104006142')).toBe(true);
  expect(isValidBarcode('4006381333931')).toBe(true);
  expect(isValidBarcode('96385074')).toBe(true);
  expect(isValidBarcode('036000291452')).toBe(true);
});

test('refuses a wrong check digit, other lengths and anything but digits', () => {
  expect(isValidBarcode('3850104006143')).toBe(false);
  expect(isValidBarcode('96385075')).toBe(false);
  expect(isValidBarcode('12345')).toBe(false);
  expect(isValidBarcode('385010400614x')).toBe(false);
  expect(isValidBarcode('')).toBe(false);
});

test('drops the spaces and dashes printed between digit groups', () => {
  expect(normaliseBarcode(' 3 850104 006142 ')).toBe('3850104006142');
  expect(normaliseBarcode('0-36000-29145-2')).toBe('036000291452');
});
