import { RemovalPolicy } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** Where alarms are e-mailed (context careshift:alarmEmail); none: subscribe later in the console. */
  email: string | undefined;
  retain: boolean;
}

/**
 * The stage's alarm topic: every alarm of docs/operations.md goes here. TLS only, encrypted with a key
 * of our own (CloudWatch cannot publish to a topic under the AWS-managed SNS key, whose policy cannot
 * grant it), rotated yearly.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: 'CareShift alarm topic',
      enableKeyRotation: true,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'CareShift alarms',
      enforceSSL: true,
      masterKey: key,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }
}
