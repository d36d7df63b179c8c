import type { OutboxMessage } from './message';

const MAX_BODY_LINES = 15;
const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

function colour(code: number, text: string): string {
  return useColour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** The time of day in Cyprus, as a person reading the terminal expects it. */
function timeOfDay(at: string): string {
  return new Date(at).toLocaleTimeString('en-GB', { timeZone: 'Asia/Nicosia', hour12: false });
}

/**
 * A message as a framed block for the terminal:
 *
 *   ┌─ SMS to +35799000001 · 14:03:12
 *   │ Your CareShift code is 123456
 *   └─
 */
export function formatOutboxMessage(message: OutboxMessage): string {
  const kind = { sms: 'SMS', email: 'E-mail', webhook: 'Webhook', push: 'Push' }[message.channel];
  const header = [`${kind} to ${message.to}`, timeOfDay(message.at)];
  if (message.from) header.splice(1, 0, `from ${message.from}`);
  const lines: string[] = [];
  if (message.subject) lines.push(colour(1, message.subject), '');
  const bodyLines = message.body.replace(/\r\n/g, '\n').trimEnd().split('\n');
  lines.push(...bodyLines.slice(0, MAX_BODY_LINES));
  if (bodyLines.length > MAX_BODY_LINES) lines.push(`… ${bodyLines.length - MAX_BODY_LINES} more lines`);
  for (const attachment of message.attachments ?? []) {
    lines.push(`📎 ${attachment.fileName} (${attachment.contentType}, ${attachment.size} bytes)`);
  }
  const bar = colour(36, '│');
  return [
    colour(36, `┌─ ${colour(1, header.join(' · '))}`),
    ...lines.map((line) => `${bar} ${line}`),
    colour(36, '└─'),
  ].join('\n');
}
