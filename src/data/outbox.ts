/** Words of the outbox: every quote request this browser sends, until it is sent and seen. */
import {translate} from '@docusaurus/Translate';

export const outboxWords = {
  offer: translate({
    id: 'outbox.offer',
    message: "Send it automatically when I'm back online",
    description: 'Button under a quote request that failed for want of a connection',
  }),
  storageNote: translate({
    id: 'outbox.storageNote',
    message:
      'Your request and its reference are then kept in this browser until it has been sent and you have closed the message: 30 days at most, or a week after you were shown how it ended if that is later. Nothing else is stored.',
    description:
      'Said beside the offer to send a quote request later: exactly what is kept, and how long',
  }),
  notKept: translate({
    id: 'outbox.notKept',
    message:
      'This browser could not keep your request. Send it again once you are back online, or send it to us by email or WhatsApp.',
    description:
      'Said when the browser storage failed as the visitor asked to send a quote request later',
  }),
  region: translate({
    id: 'outbox.region',
    message: 'Your quote request',
    description: 'Accessible name of the panel about a quote request kept on this device',
  }),
  waiting: (reference: string) =>
    translate(
      {
        id: 'outbox.waiting',
        message: 'Waiting for a connection – your request {reference} is saved on this device',
        description: 'Shown while a quote request waits in the outbox',
      },
      {reference},
    ),
  sending: (reference: string) =>
    translate(
      {
        id: 'outbox.sending',
        message: 'Sending your request {reference}…',
        description: 'Shown while a quote request is being sent; it cannot be cancelled then',
      },
      {reference},
    ),
  cancel: translate({
    id: 'outbox.cancel',
    message: 'Cancel',
    description: 'Removes a quote request from the outbox: one waiting, or one not confirmed',
  }),
  remove: translate({
    id: 'outbox.remove',
    message: 'Remove',
    description: 'Removes a quote request that was not sent from this device',
  }),
  close: translate({
    id: 'outbox.close',
    message: 'Close',
    description: 'Closes the message that a quote request was sent',
  }),
  refused: (reference: string) =>
    translate(
      {
        id: 'outbox.refused',
        message:
          'Our email service refused your request {reference}, so it was not sent. Your words are kept: send them to us directly.',
        description: 'Shown when the e-mail service refused a quote request from the outbox',
      },
      {reference},
    ),
  unconfirmed: (reference: string) =>
    translate(
      {
        id: 'outbox.unconfirmed',
        message:
          'We could not confirm that your request {reference} arrived. Send it again under the same reference, or send it to us directly.',
        description:
          'Shown when a quote request may or may not have reached the e-mail service (connection lost, no answer, page closed while sending)',
      },
      {reference},
    ),
  expired: (reference: string, date: string) =>
    translate(
      {
        id: 'outbox.expired',
        message:
          'Your request {reference} of {date} has not been sent: it waited more than a week. Send it now?',
        description: 'Shown when a quote request has waited in the outbox more than seven days',
      },
      {reference, date},
    ),
  yourWords: translate({
    id: 'outbox.yourWords',
    message: 'What you wrote',
    description: 'Opens the words of a quote request that could not be confirmed',
  }),
  sendAgain: translate({
    id: 'outbox.sendAgain',
    message: 'Send again',
    description: 'Sends a quote request once more, under the same reference',
  }),
  sendNow: translate({
    id: 'outbox.sendNow',
    message: 'Send it now',
    description: 'Sends a quote request that was kept on this device',
  }),
} as const;
