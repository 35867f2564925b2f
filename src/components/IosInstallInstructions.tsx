import { Button, List, Modal, Text } from '@mantine/core';

/** iOS Safari cannot prompt: the app explains the Share menu's "Add to Home Screen". */
export default function IosInstallInstructions({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Add to Home Screen" centered>
      <Text size="sm" mb="sm">
        Install SkyForge on this device to open it like an app, also offline:
      </Text>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>Tap the Share button in Safari&apos;s toolbar.</List.Item>
        <List.Item>Choose &quot;Add to Home Screen&quot;.</List.Item>
        <List.Item>Tap &quot;Add&quot;.</List.Item>
      </List>
      <Button mt="lg" fullWidth onClick={onClose}>
        Got it
      </Button>
    </Modal>
  );
}
