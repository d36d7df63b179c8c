import { randomUUID } from 'node:crypto';

import type { NewOutboxMessage } from './message';

const SNS_NAMESPACE = 'http://sns.amazonaws.com/doc/2010-03-31/';
const E164 = /^\+[1-9]\d{6,14}$/;
/** SNS SMS messages are capped at 1600 characters (ten concatenated parts). */
const SMS_MAX_CHARACTERS = 1600;

export interface SnsReply {
  status: number;
  xml: string;
}

export class SnsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SnsError';
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The SMS sender id, when the caller set the `AWS.SNS.SMS.SenderID` message attribute. */
function senderId(params: URLSearchParams): string | undefined {
  for (let n = 1; params.has(`MessageAttributes.entry.${n}.Name`); n += 1) {
    if (params.get(`MessageAttributes.entry.${n}.Name`) === 'AWS.SNS.SMS.SenderID') {
      return params.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? undefined;
    }
  }
  return undefined;
}

/** Publish is the one action, and a phone number its one target: topics are refused, not ignored. */
function assertPublishToPhone(params: URLSearchParams): void {
  const action = params.get('Action');
  if (action !== 'Publish') {
    throw new SnsError(
      'InvalidAction',
      `The local SNS twin supports only Publish, not ${action ?? 'no action'}.`,
    );
  }
  if (params.get('TopicArn') || params.get('TargetArn')) {
    throw new SnsError(
      'InvalidParameter',
      'Invalid parameter: the local SNS twin publishes only to PhoneNumber.',
    );
  }
}

function phoneNumberOf(params: URLSearchParams): string {
  const phoneNumber = params.get('PhoneNumber') ?? '';
  if (!E164.test(phoneNumber)) {
    throw new SnsError(
      'InvalidParameter',
      `Invalid parameter: PhoneNumber Reason: ${phoneNumber} is not valid E.164`,
    );
  }
  return phoneNumber;
}

function messageOf(params: URLSearchParams): string {
  const message = params.get('Message') ?? '';
  if (message === '') throw new SnsError('InvalidParameter', 'Invalid parameter: Empty message');
  if (message.length > SMS_MAX_CHARACTERS) {
    throw new SnsError('InvalidParameter', 'Invalid parameter: Message too long for SMS');
  }
  return message;
}

/**
 * SNS `Publish` to a phone number (the AWS query protocol the SDK's SNSClient speaks: a
 * form-encoded POST). Topics are not part of the product, so they are refused, not ignored.
 */
export function parseSnsPublish(form: string): NewOutboxMessage {
  const params = new URLSearchParams(form);
  assertPublishToPhone(params);
  const phoneNumber = phoneNumberOf(params);
  const message = messageOf(params);
  const from = senderId(params);
  return { channel: 'sms', to: phoneNumber, body: message, ...(from ? { from } : {}) };
}

export function publishReply(): SnsReply {
  return {
    status: 200,
    xml:
      `<PublishResponse xmlns="${SNS_NAMESPACE}"><PublishResult><MessageId>${randomUUID()}</MessageId>` +
      `</PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
  };
}

export function snsErrorReply(error: SnsError): SnsReply {
  return {
    status: error.status,
    xml:
      `<ErrorResponse xmlns="${SNS_NAMESPACE}"><Error><Type>Sender</Type><Code>${escapeXml(error.code)}</Code>` +
      `<Message>${escapeXml(error.message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  };
}
