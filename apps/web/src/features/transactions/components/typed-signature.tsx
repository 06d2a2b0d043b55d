import { Box, Text, TextInput } from '@mantine/core';

/** Handwriting faces most systems have; no web font is loaded for them. */
const SIGNATURE_FONT = "'Segoe Script', 'Bradley Hand', 'Snell Roundhand', 'Brush Script MT', 'URW Chancery L', cursive";

type TypedSignatureProps = { value: string; onChange: (value: string) => void; signerName: string; disabled?: boolean };

/** A typed signature: the signer's full name, shown as it will read on the contract. */
export function TypedSignature({ value, onChange, signerName, disabled = false }: TypedSignatureProps) {
  const name = value.trim();
  return (
    <Box maw={560}>
      <TextInput
        label="Type your full name"
        description={`As it should appear on the contract, e.g. ${signerName}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={120}
        autoComplete="name"
        disabled={disabled}
      />
      <Box
        mt="sm"
        px="md"
        py="xs"
        mih={72}
        style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 'var(--mantine-radius-md)', display: 'flex', alignItems: 'center' }}
      >
        {name ? (
          <Text
            ff={SIGNATURE_FONT}
            fz={{ base: 26, sm: 34 }}
            lh={1.2}
            role="img"
            aria-label={`Signature preview: ${name}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Your signature will appear here.
          </Text>
        )}
      </Box>
    </Box>
  );
}
