import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog } from '@/components/elicitation/elicitation-dialog';
import './index.css';

// What a shadcn host writes: the request as it arrived, who asks, and where the one answer goes.
const params = {
  mode: 'form',
  message: 'Which city should the forecast be for?',
  requestedSchema: {
    type: 'object',
    properties: { city: { type: 'string', title: 'City', minLength: 2 } },
    required: ['city'],
  },
};

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ElicitationDialog
        request={params}
        server={{ name: 'weather' }}
        onResult={(result) => console.log(result)}
      />
    </StrictMode>,
  );
