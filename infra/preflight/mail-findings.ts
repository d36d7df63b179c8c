import type { Finding, PreflightFacts } from './findings';

/** The context keys of infra/lib/config.ts that decide who creates the identity. */
const STAGE_KEY = 'careshift:mailIdentityStage';
const EXISTS_KEY = 'careshift:mailIdentityExists';

/** `careshift-<stage>-<concern>` (docs/decisions/infra/stacks-per-stage.md): the stage of a stack name. */
function stageOfStack(stackName: string): string | undefined {
  return /^careshift-([a-z][a-z0-9-]*?)-(data|auth|api|jobs|web|edge)(-|$)/.exec(stackName)?.[1];
}

function verification(facts: PreflightFacts): Finding {
  const domain = facts.mailDomain;
  if (facts.sesIdentity === 'SUCCESS')
    return { level: 'ok', text: `The e-mail domain ${domain} is verified in SES.` };
  if (facts.sesIdentity === 'MISSING')
    return {
      level: 'todo',
      text: `The e-mail domain ${domain} is not in SES yet: the first deploy of stage ${facts.mailIdentityStage} creates it; then add the three DKIM records (that stage's data stack outputs DkimRecord1..3) to its DNS.`,
    };
  if (facts.sesIdentity === undefined)
    return {
      level: 'todo',
      text: `Could not read the SES identity of ${domain}: check the credentials' SES permissions.`,
    };
  return {
    level: 'todo',
    text: `The e-mail domain ${domain} is ${facts.sesIdentity.toLowerCase()} in SES: add the DKIM records (data stack outputs DkimRecord1..3) to its DNS and wait for verification.`,
  };
}

/** The identity exists, and this stage is the one named to create it. */
function existingForOwner(facts: PreflightFacts): Finding {
  const { stage, mailDomain: domain, sesIdentityStack: stack } = facts;
  if (facts.mailIdentityExists)
    return {
      level: 'ok',
      text: `This stage (${stage}) imports the SES identity of ${domain} (${EXISTS_KEY}=true).`,
    };
  if (stack && stageOfStack(stack) === stage)
    return {
      level: 'ok',
      text: `This stage (${stage}) created the SES identity of ${domain} (stack ${stack}) and keeps it; the other stages import it.`,
    };
  const importIt = `Import it instead: deploy with -c ${EXISTS_KEY}=true`;
  if (stack)
    return {
      level: 'missing',
      text: `The SES identity of ${domain} already belongs to stack ${stack}: this stage (${stage}) would fail creating it again. ${importIt} (or -c ${STAGE_KEY}=${stageOfStack(stack) ?? '<its stage>'}).`,
    };
  if (stack === null)
    return {
      level: 'missing',
      text: `The SES identity of ${domain} already exists outside CloudFormation (set up by hand?): this stage (${stage}) would fail creating it again. ${importIt}.`,
    };
  return {
    level: 'todo',
    text: `The SES identity of ${domain} exists, and preflight could not tell which stack holds it (cloudformation:DescribeStackResources): unless this stage (${stage}) created it, its deploy fails. Then deploy with -c ${EXISTS_KEY}=true.`,
  };
}

/** Which stage creates the account's one SES identity of the domain, and what that means for this one. */
function ownership(facts: PreflightFacts): Finding | undefined {
  const { stage, mailIdentityStage, mailDomain: domain } = facts;
  const owner = stage === mailIdentityStage;
  if (facts.sesIdentity === undefined) return undefined;
  if (facts.sesIdentity !== 'MISSING') {
    if (owner) return existingForOwner(facts);
    const origin =
      facts.sesIdentityStack === null
        ? 'it exists outside CloudFormation'
        : facts.sesIdentityStack
          ? `stack ${facts.sesIdentityStack} created it`
          : `stage ${mailIdentityStage} creates it`;
    return { level: 'ok', text: `This stage (${stage}) imports the SES identity of ${domain} (${origin}).` };
  }
  if (owner && !facts.mailIdentityExists)
    return {
      level: 'ok',
      text: `This stage (${stage}) creates the SES identity of ${domain} and keeps it (${STAGE_KEY}); the other stages import it.`,
    };
  if (owner)
    return {
      level: 'todo',
      text: `${EXISTS_KEY}=true says the SES identity of ${domain} exists, but SES has none: drop it, so that this stage (${stage}) creates the identity. Until then e-mail fails.`,
    };
  return {
    level: 'todo',
    text: `This stage (${stage}) imports the SES identity of ${domain}, which stage ${mailIdentityStage} creates (${STAGE_KEY}): deploy ${mailIdentityStage} first, or let this stage create it with -c ${STAGE_KEY}=${stage}. Until then its e-mail fails.`,
  };
}

function sandbox(facts: PreflightFacts): Finding {
  if (facts.sesProductionAccess === true)
    return { level: 'ok', text: 'SES is out of the sandbox: e-mail reaches any address.' };
  return {
    level: 'todo',
    text:
      facts.sesProductionAccess === false
        ? 'SES is in the sandbox: e-mail reaches verified addresses only. Request production access (README, "E-mail").'
        : 'Could not read whether SES is in the sandbox.',
  };
}

/** The SES identity (verified? which stage creates it?) and the SES sandbox. */
export function mailFindings(facts: PreflightFacts): Finding[] {
  const owner = ownership(facts);
  return [verification(facts), ...(owner ? [owner] : []), sandbox(facts)];
}
