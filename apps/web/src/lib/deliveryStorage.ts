/**
 * The delivery address of a checkout, kept in the browser for one hour (PRODUCT.md §offers) so that a reload or
 * the way back from the 3-D Secure page does not lose it; removed once the payment has been processed.
 */
export const DELIVERY_STORAGE_KEY = 'deliveryInfo';
export const DELIVERY_TTL_MS = 60 * 60 * 1000;

export interface DeliveryForm {
  fullName: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
  additionalNotes: string;
}

export const EMPTY_DELIVERY: DeliveryForm = {
  fullName: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  country: 'CH',
  phoneNumber: '',
  additionalNotes: '',
};

interface Stored {
  value: DeliveryForm;
  expiresAt: number;
}

export function saveDeliveryInfo(value: DeliveryForm, now: number = Date.now()): void {
  try {
    const stored: Stored = { value, expiresAt: now + DELIVERY_TTL_MS };
    localStorage.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // No storage (private mode): the address simply lasts for this page view.
  }
}

/** The stored address, or undefined when there is none or its hour has passed (then it is removed). */
export function loadDeliveryInfo(now: number = Date.now()): DeliveryForm | undefined {
  try {
    const text = localStorage.getItem(DELIVERY_STORAGE_KEY);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<Stored>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now || !stored.value) {
      localStorage.removeItem(DELIVERY_STORAGE_KEY);
      return undefined;
    }
    return { ...EMPTY_DELIVERY, ...stored.value };
  } catch {
    return undefined;
  }
}

export function clearDeliveryInfo(): void {
  try {
    localStorage.removeItem(DELIVERY_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
