/** Reading the SES emulator's mail store, and the contact form a visitor sends in these tests. */

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export async function storedEmails(sesUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${sesUrl}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return store.emails;
}

// The emulator keeps one mail store per process, shared by every instance.
export const clearStore = async (sesUrl: string) => {
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' });
};

export const payload = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '555 010 1234',
  serviceNeeded: 'sewage-cleanup',
  message: 'Sewage backed up into the basement.\nPlease call.',
};
