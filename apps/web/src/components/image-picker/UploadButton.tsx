import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IMAGE_ACCEPT } from './use-image-upload';

/** "Subir una foto": opens the file chooser for a picture and hands over the chosen file. */
export function UploadButton({
  onFile,
  children,
}: {
  onFile: (file: File | null) => void;
  children: ReactNode;
}) {
  return (
    <FileButton onChange={onFile} accept={IMAGE_ACCEPT}>
      {(props) => (
        <Button {...props} variant="default" size="sm" leftSection={<IconUpload size={16} aria-hidden />}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
