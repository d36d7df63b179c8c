import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface DetailsCardProps {
  title: string;
  items: KeyValuePairsProps.Item[];
  /** Buttons in the card's header. */
  actions?: ReactNode;
  /** Below the values (a note). */
  children?: ReactNode;
}

/** A titled card of labelled values in two columns (detail pages). */
export function DetailsCard({ title, items, actions, children }: DetailsCardProps) {
  return (
    <Container
      header={
        <Header variant="h2" actions={actions}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs columns={2} items={items} />
        {children}
      </SpaceBetween>
    </Container>
  );
}
