'use client';
// A Client Component page: the README's usage of the dialog, with the answer shown where a test can read it.
import { ElicitationDialog } from 'mcp-elicitation-react';
import { parseElicitRequest } from 'mcp-elicitation-react/core';
import { useState } from 'react';
import { shippingParams } from '../shipping.js';

const server = { name: 'shop', title: 'Shop', version: '1.0.0' };
const request = parseElicitRequest(shippingParams);

export default function DialogPage() {
  const [result, setResult] = useState();
  return (
    <main>
      <h1>Checkout</h1>
      <output id="result">{result ? JSON.stringify(result) : 'waiting'}</output>
      {!result && <ElicitationDialog request={request} server={server} onResult={setResult} />}
    </main>
  );
}
