import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

// The floor of the dialogs bench: a plain antd Modal with one text box, opened by a button, its
// code loaded with the page.
function Floor() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <Button id="open" onClick={() => setIsOpen(true)}>
        open
      </Button>
      <Modal
        open={isOpen}
        title="floor"
        onOk={() => setIsOpen(false)}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Input id="floor-input" />
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Floor />);
