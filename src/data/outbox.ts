/** Words of the outbox: quote requests kept on this device until a connection lets them go. */
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
      'Your request is then kept in this browser until it has been sent, and nothing else is stored.',
    description: 'Said beside the offer to send a quote request later',
  }),
  region: translate({
    id: 'outbox.region',
    message: 'Your quote request',
    description: 'Accessible name of the panel about a quote request kept on this device',
  }),
  waiting: translate({
    id: 'outbox.waiting',
    message: 'Waiting for a connection – your request is saved on this device',
    description: 'Shown while a quote request waits in the outbox',
  }),
  cancel: translate({
    id: 'outbox.cancel',
    message: 'Cancel',
    description: 'Removes a waiting quote request from the outbox',
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
  refused: translate({
    id: 'outbox.refused',
    message:
      'Our email service refused your quote request, so it was not sent. Your words are kept: send them to us directly.',
    description: 'Shown when the e-mail service refused a quote request from the outbox',
  }),
  unconfirmed: (date: string) =>
    translate(
      {
        id: 'outbox.unconfirmed',
        message:
          'We could not confirm that your quote request of {date} was sent: the page sending it was closed. Send it again, or send it to us directly.',
        description: 'Shown when a quote request was being sent when its page closed',
      },
      {date},
    ),
  expired: (date: string) =>
    translate(
      {
        id: 'outbox.expired',
        message:
          'Your quote request of {date} has not been sent: it waited more than a week. Send it now?',
        description: 'Shown when a quote request has waited in the outbox more than seven days',
      },
      {date},
    ),
  sendNow: translate({
    id: 'outbox.sendNow',
    message: 'Send it now',
    description: 'Sends a quote request that was kept on this device',
  }),
} as const;
