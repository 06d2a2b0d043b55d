import { Alert, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import classes from './qr-code-view.module.css';

/** Draws the link as a QR code, PNG and SVG from the same data; the qrcode library loads with this page only. */
async function drawQrCode(link: string): Promise<{ png: string; svg: string }> {
  const { default: QRCode } = await import('qrcode');
  const options = { errorCorrectionLevel: 'M' as const, margin: 2, width: 512 };
  const [png, svg] = await Promise.all([QRCode.toDataURL(link, options), QRCode.toString(link, { ...options, type: 'svg' })]);
  return { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/** For the page's own controls that printing leaves out. */
export const printHiddenClass = classes.hidden;

/** The code, its link in words, and download (PNG, SVG) and print buttons; printing shows the code alone. */
export function QrCodeView({ link, fileName }: { link: string; fileName: string }) {
  const drawn = useQuery({ queryKey: ['network', 'qr-code', link], queryFn: () => drawQrCode(link), staleTime: Infinity });
  const rendered = drawn.data;
  if (drawn.isError) return <Alert color="red" role="alert">The QR code could not be drawn. Please reload the page.</Alert>;
  if (!rendered) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Drawing the QR code" />
      </Center>
    );
  }
  return (
    <Stack align="center" gap="sm" className={classes.printArea}>
      <Image src={rendered.png} alt="QR code linking to your prospect capture page" w={{ base: 240, sm: 300 }} h={{ base: 240, sm: 300 }} />
      <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {link}
      </Text>
      <Group gap="xs" justify="center" className={classes.hidden}>
        <Button component="a" href={rendered.png} download={`${fileName}.png`} leftSection={<IconDownload size={16} />} variant="default">
          Download PNG
        </Button>
        <Button component="a" href={rendered.svg} download={`${fileName}.svg`} leftSection={<IconDownload size={16} />} variant="default">
          Download SVG
        </Button>
        <Button onClick={() => window.print()} leftSection={<IconPrinter size={16} />}>
          Print
        </Button>
      </Group>
    </Stack>
  );
}
