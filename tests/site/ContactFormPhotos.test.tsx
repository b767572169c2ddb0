import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { photoKeyPattern, photoRules } from '../../functions/contract/photos';
import { fillTemplate } from '../../site/contact/formCopy';
import { business } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { copy, fields, jsonResponse, renderForm, startEachTestAfresh, submitButton, valid } from './contactFormSupport';
import { brokenPhotoFile, photoFile, stubPhotoPlatform, textFileNamedLikeAPhoto, type BucketReply } from './photoPlatform';
import { described, fileInput, megabytes, notice, patient, photoItems, photoList, pick, prefix, sendWith, sentToast, stubFunctions, words } from './contactFormPhotosSupport';

describe('ContactForm photos', () => {
  beforeAll(async () => {
    // The photo code is fetched as the visitor goes for the button; here, once for the file, so no
    // test waits for it to be transformed.
    await import('../../site/contact/photos/photoKit');
  });

  startEachTestAfresh();

  it('offers up to 5 photos from the camera or the library, and says they are not kept on a reload', () => {
    stubPhotoPlatform();
    const view = renderForm();
    const input = fileInput(view.container);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    // No `capture`: a phone offers its camera and its library.
    expect(input).not.toHaveAttribute('capture');
    const add = screen.getByRole('button', { name: words.addLabel });
    expect(add).toHaveAccessibleDescription(fillTemplate(words.hint, { max: photoRules.maxPhotos }));
    expect(words.hint).toMatch(/reload/);
  });

  it('shows 2 photos picked as 2 thumbnails, each described for screen readers as photo n of 2 with its name and size', async () => {
    stubPhotoPlatform();
    const view = renderForm();
    await pick(view, [photoFile('kitchen.jpg', { bytes: megabytes(2.1) }), photoFile('garage.png', { bytes: megabytes(1.5), format: 'png' })]);

    await waitFor(() => expect(photoItems()).toHaveLength(2), patient);
    expect(screen.getByText(described(1, 2, 'kitchen.jpg', '2.1 MB'))).toBeInTheDocument();
    expect(screen.getByText(described(2, 2, 'garage.png', '1.5 MB'))).toBeInTheDocument();
    await waitFor(() => expect(within(photoList() as HTMLElement).getAllByText(words.readyText)).toHaveLength(2), patient);
    for (const item of photoItems()) {
      // The thumbnail is decorative: the description says what it is, once.
      const thumbnail = item.querySelector('img');
      expect(thumbnail).toHaveAttribute('alt', '');
      expect(thumbnail?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    }
    expect(notice()).toHaveTextContent(fillTemplate(words.added.other, { count: 2 }));
  });

  it.each([
    ['a text file named .jpg', textFileNamedLikeAPhoto('notes.jpg')],
    ['a picture that does not decode', brokenPhotoFile('notes.jpg')],
  ])('refuses %s as not an image, by its content', async (_, file) => {
    stubPhotoPlatform();
    const view = renderForm();
    await pick(view, [file]);
    await waitFor(() => expect(notice()).toHaveTextContent(fillTemplate(words.notAnImage, { name: 'notes.jpg' })), patient);
    expect(photoItems()).toHaveLength(0);
  });

  it('refuses a file over 25 MB before reading it, and keeps the others', async () => {
    stubPhotoPlatform();
    const view = renderForm();
    await pick(view, [photoFile('huge.jpg', { bytes: photoRules.maxOriginalBytes + 1 }), photoFile('kitchen.jpg')]);
    await waitFor(() => expect(notice()).toHaveTextContent(fillTemplate(words.tooLarge, { name: 'huge.jpg', max: 25 })), patient);
    expect(photoItems()).toHaveLength(1);
    expect(screen.getByText(described(1, 1, 'kitchen.jpg', '2.1 MB'))).toBeInTheDocument();
  });

  it('refuses a 6th photo and names it', async () => {
    stubPhotoPlatform();
    const view = renderForm();
    await pick(view, ['1', '2', '3', '4', '5'].map((n) => photoFile(`room-${n}.jpg`)));
    await waitFor(() => expect(photoItems()).toHaveLength(5), patient);
    await pick(view, [photoFile('room-6.jpg')]);
    await waitFor(() => expect(notice()).toHaveTextContent(fillTemplate(words.tooMany, { name: 'room-6.jpg', max: 5 })), patient);
    expect(photoItems()).toHaveLength(5);
  });

  it('removes a photo by keyboard, moving focus to the next, and to the add button after the last', async () => {
    stubPhotoPlatform();
    const view = renderForm();
    await pick(view, [photoFile('kitchen.jpg'), photoFile('garage.jpg')]);
    const removeKitchen = await screen.findByRole('button', { name: fillTemplate(words.removeLabel, { name: 'kitchen.jpg' }) }, patient);
    fields().message.focus();
    // From the message box, Tab reaches the first photo's remove button (its thumbnail and text take no focus).
    await view.user.tab();
    expect(removeKitchen).toHaveFocus();
    await view.user.keyboard('{Enter}');

    await waitFor(() => expect(photoItems()).toHaveLength(1), patient);
    expect(screen.getByText(described(1, 1, 'garage.jpg', '2.1 MB'))).toBeInTheDocument();
    const removeGarage = screen.getByRole('button', { name: fillTemplate(words.removeLabel, { name: 'garage.jpg' }) });
    await waitFor(() => expect(removeGarage).toHaveFocus(), patient);
    expect(notice()).toHaveTextContent(fillTemplate(words.removed, { name: 'kitchen.jpg' }));
    await view.user.keyboard(' ');

    await waitFor(() => expect(photoList()).toBeNull(), patient);
    await waitFor(() => expect(screen.getByRole('button', { name: words.addLabel })).toHaveFocus(), patient);
  });

  it('uploads each photo reduced, the signed fields first and the file last, with a progress bar for each, and sends their keys', async () => {
    let release: (reply: BucketReply) => void = () => {};
    const held = new Promise<BucketReply>((resolve) => (release = resolve));
    const { posts } = stubPhotoPlatform(() => held);
    const functions = stubFunctions();
    await sendWith([photoFile('kitchen.jpg'), photoFile('garage.jpg')]);

    const bars = await screen.findAllByRole('progressbar', {}, patient);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['kitchen.jpg', 'garage.jpg'].map((name) => fillTemplate(words.uploadingLabel, { name })));
    // Half of each body is on its way: each bar says so.
    await waitFor(() => expect(bars.map((bar) => (bar as HTMLProgressElement).value)).toEqual([50, 50]), patient);
    expect(screen.getByRole('button', { name: copy.sendingLabel })).toBeInTheDocument();
    // One request for both, each declared as the JPEG it became: at most 2560 px, within the policy's size.
    const [asked] = functions.uploadRequests();
    const declared = (JSON.parse(asked?.body ?? '{}') as { photos: { type: string; size: number }[] }).photos;
    expect(declared).toHaveLength(2);
    for (const photo of declared) {
      expect(photo.type).toBe('image/jpeg');
      expect(photo.size).toBeLessThanOrEqual(photoRules.maxUploadBytes);
      expect(photo.size).toBe(Math.round((2560 * 1920 * 0.82) / 4));
    }
    expect(posts.map((post) => post.url)).toEqual(['https://bucket.example/upload-1', 'https://bucket.example/upload-2']);
    for (const post of posts) {
      expect(post.fields.map(([name]) => name)).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
      expect((post.fields.at(-1)?.[1] as File).type).toBe('image/jpeg');
    }

    release(204);
    await sentToast(copy.successMessage);
    const [message] = functions.messages();
    expect(message).toEqual(expect.objectContaining({ ...valid, photos: [`enquiry-photos/${prefix}/1.jpg`, `enquiry-photos/${prefix}/2.jpg`] }));
    for (const key of message?.photos as string[]) expect(key).toMatch(photoKeyPattern);
    // Sent: the list is empty again, as the form is.
    expect(photoList()).toBeNull();
  });

  it('retries an upload the network lost, and sends the photo once it is stored', async () => {
    const { posts } = stubPhotoPlatform((_, attempt) => (attempt === 1 ? 'lost' : 204));
    const functions = stubFunctions();
    await sendWith([photoFile('kitchen.jpg')]);

    const sent = await sentToast(copy.successMessage);
    expect(posts).toHaveLength(2);
    expect(functions.messages()[0]?.photos).toEqual([`enquiry-photos/${prefix}/1.jpg`]);
    expect(within(sent).queryByRole('link')).toBeNull();
  });

  it('sends without a photo the network keeps losing, and says which one and how to send it', async () => {
    const { posts } = stubPhotoPlatform((post) => (post.url.endsWith('-2') ? 'lost' : 204));
    const functions = stubFunctions();
    // The waits between tries (about 12 s) pass on the test's clock.
    await sendWith([photoFile('kitchen.jpg'), photoFile('garage.jpg')], { beforeSend: () => vi.useFakeTimers({ shouldAdvanceTime: true }) });
    const triesOfTheLostOne = () => posts.filter((post) => post.url.endsWith('-2')).length;
    for (let step = 0; step < 60 && triesOfTheLostOne() < 4; step += 1) await vi.advanceTimersByTimeAsync(500);
    // The first try and three more, and no more than that.
    expect(triesOfTheLostOne()).toBe(4);

    const sent = await sentToast(copy.successMessage);
    expect(functions.messages()[0]?.photos).toEqual([`enquiry-photos/${prefix}/1.jpg`]);
    expect(notice()).toHaveTextContent(fillTemplate(words.notUploaded.one, { names: 'garage.jpg' }));
    expect(within(sent).getByText(fillTemplate(words.notReceived.one, { count: 1 }))).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: words.textPhotosLabel }).getAttribute('href')).toMatch(new RegExp(`^sms:\\${business.phone.e164}\\?&body=`));
    // What the visitor typed went, and the form is empty for the next message.
    expect(fields().message).toHaveValue('');
  });

  it('when the photo storage is down (503), says to text or email the photos and still sends the message', async () => {
    stubPhotoPlatform();
    const functions = stubFunctions({ uploads: () => jsonResponse(503, { error: 'unavailable' }) });
    await sendWith([photoFile('kitchen.jpg')]);

    const sent = await sentToast(copy.successMessage);
    expect(notice()).toHaveTextContent(words.unavailable);
    expect(words.unavailable).toContain(business.phone.display);
    expect(words.unavailable).toContain(business.email);
    expect(functions.messages()[0]).toEqual(expect.objectContaining({ ...valid, photos: [] }));
    expect(within(sent).getByText(fillTemplate(words.notReceived.one, { count: 1 }))).toBeInTheDocument();
  });

  it('says how many photos the office did not receive when the contact function reports them', async () => {
    stubPhotoPlatform();
    stubFunctions({ contact: () => jsonResponse(200, { ok: true, photosNotReceived: 2 }) });
    await sendWith([photoFile('kitchen.jpg'), photoFile('garage.jpg')]);

    const sent = await sentToast(copy.successMessage);
    const text = fillTemplate(words.notReceived.other, { count: 2 });
    expect(text).toContain(business.phone.display);
    expect(within(sent).getByText(text)).toBeInTheDocument();
  });

  it('keeps every word typed and the photos when the message itself fails, and sends the stored photos with the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let status = 502;
    const { posts } = stubPhotoPlatform();
    const functions = stubFunctions({ contact: () => jsonResponse(status, { ok: status < 300 }) });
    const view = await sendWith([photoFile('kitchen.jpg')]);
    await sentToast(copy.errorMessage);
    expect(fields().message).toHaveValue(valid.message);
    expect(screen.getByText(words.uploadedText)).toBeInTheDocument();

    status = 200;
    await view.user.click(submitButton());
    await sentToast(copy.successMessage);
    // Stored once: the second send carries its key without uploading it again.
    expect(posts).toHaveLength(1);
    expect(functions.messages().map((message) => message.photos)).toEqual([[`enquiry-photos/${prefix}/1.jpg`], [`enquiry-photos/${prefix}/1.jpg`]]);
  });

  it('describes photos in Spanish on the Spanish form', async () => {
    stubPhotoPlatform();
    const view = renderForm('es');
    const spanish = contentFor('es').pages.photoMessages;
    await pick(view, [photoFile('cocina.jpg', { bytes: megabytes(2.1) })]);
    expect(await screen.findByText(fillTemplate(spanish.description, { index: 1, count: 1, name: 'cocina.jpg', size: '2.1 MB' }), {}, patient)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fillTemplate(spanish.removeLabel, { name: 'cocina.jpg' }) })).toBeInTheDocument();
  });
});
