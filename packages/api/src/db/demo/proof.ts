import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The demo professional's proof of conduct (README: the back office's customers): a small PNG
 * "diploma" marked DEMO, so the approval can be tried end to end. Its upload row is seeded with
 * the accounts; the file goes to UPLOAD_DIR, which only the server's configuration knows.
 */

export const DEMO_PROOF = {
  storageKey: 'demo-proof-of-conduct-varga-dora',
  originalName: 'oklevel-varga-dora.png',
  mimeType: 'image/png' as const,
};

const BASE64 = [
  'iVBORw0KGgoAAAANSUhEUgAAAeAAAAFACAMAAABTFl9JAAADAFBMVEX7+PSUkY7y7+ufnJoeHBv69/P49fFrOkodGxpcVlLPy8i7',
  'ubX39PD18u4gHh369vJsaWdXVVOkJiyEgoDDwb4iIB+MiYfa19RlYmDp5+Ps6eYwLi1CQD8pJyXu6+gnJSTm4t6joJxgWlZDQUA6',
  'ODf38+8lIyKmKjBqaGVfXVtfWVUxLy7k4d1mZGHCv7yKiIXn5ODSz8zp5uJxb23JxsIsKijx7ep8eni1sq6vq6nY1NF6eHXNysZz',
  'bmnU0c7i39t1cnHf3Nibl5Ta1tLz8O20r6y+uraQjYvv7Onb19NaV1be2tbk4t708e2tqqjHw8BWU1GGhIJTUE+lop40MTDc2dWl',
  'KS57dnLh3to8OjhjYV/W08+qqaWbmJVGREJoYl3z7+xkX1pYVlTh3dmxrqzv7OiWk5Gfm5jqzsy5trO3tLGTkI3RzcqHhYPAvLht',
  'aWjbrKuqMzhdWlno5uGLhYLpzMpiXFjY1NDQzMnKyMR4c2+tqKQ+PTvi4NynpKF/eXZhX13n499nZWJnYV3w3Nnt6ueopaGhnpt1',
  'c3JdV1PRzsuppaDap6ajn5ppY1/Bvbqxrap8d3OZlpTe29a+u7iysK2nLDI2MzJPTUtHRkR4dnPLycXt1NJeWFS8uLP18e2Jh4SZ',
  'lZKDfXmPi4i6uLWvqqZoZmOUjopwbGpRT01JSEapp6RzcW/37uv58+9APz0vLCvy5OFNSknaqKiXkY6Ign7Lx8Pq6OPFwb04NzbP',
  'y8d+fHpua2pLSUidmZWDgX5rZWGCgH2GgHy2sa6AfnucmpdvaWXIxMCNioh2cWxtZ2Pq6OTnx8W9urVFQ0G3U1c4NTTTlpfYoqI9',
  'OzmzS09ycG6oLzTv2dd3dXONiISin5tmYFt0cXA3NDOPioaBf3yzsa7VmpvKg4THxMHGeXv16ua6tbKdmpjfs7Pn5N/x4N3Mh4j7',
  '9/Pqzs2wQkelJy2xRkqsNzy9YWXWnp/aqqnBa27EcXO6Wl3dr6+/ZmrjvryvP0XdsbHHe37HfH7RkpNPyQaYAAAACXBIWXMAAAsT',
  'AAALEwEAmpwYAAASSElEQVR42u3deVxTZ74G8Fea5P5CQ4JgtLJvoWUtVhZRREEURUFlaRXBDqCguFWg1CqKt9Z9Ku6KVq1acRs7',
  '1uvSUVuXjlr3tU6t7XTv3LHLbTv7vb3L+77nJIQArXNLP4g8zx+eLSeJ+ea8yznkPYwhCIIgCIIgCIIgCIIgSBvLvyD3TQAMYATA',
  'SNsDRkvk/mhLARjACIARACMARgCMABgBMIABDGAEwAiAEQAjAEYADGAAAxgBMAJgBMAIgBEAIwAGMAJgBMAIgBEAIwBGAAxgAAMY',
  'ATACYATACIARAAMYwABGAIwAGAEwAmAEwAiAAYwAGAEwAmAEwAiAEQADGMAARgCMNBHtjl2/BfDPkNLCCDFJKCyM/cnP9avCefaL',
  'nQsn3P2+HajqvJzxKSzs1o6AB8fEZKlf8RMxMUcNLfS0iTWL1LkHyFNMHiTy+cnP6kWP2i8+RK53vWu00XOFMteVqFM7Au5C9ICc',
  '0fUlqmspX/YIhdxTwB6/CY5m7RrY8AhRXx1reeBy526tD6ydrfmQtWtgl1yiOC37GYDVtHYRXZ92CTxwGFGqdVXSuy9Nmp+kzI9w',
  'tmUIPxCcnecyj1kvpUaKbZYP35qUkWJ7pvMZb7kXPyu/JOed0yhT3cfxCDY4OyeyFGfndGWvIucuysy0fPfhxRlDHN/fqFPDO8+L',
  'cgROcnb2sAeOLU11T60xqM9/3razs/Lf0E5LHv7o7vL2C3z+ddL8wfpZddcQj+boQLH0DtnSmR/nRD12B4uFMicWnS1mRg5WdjMM',
  'l+tpXw5fyLPu81KjOnhgGnlHsm5EPZX9+lJHMRmSqe7h3uDdDSmTK83uhgbAGWbaYbADPhUjH1YlqlntSOpr/cqZ6ZSYTtwnNwen',
  'atsp8JBAMuapy5a1RMMmTOjIqVz4ov9zSnZagXdoqj4YzjXeW2QOW9c510ijZcWtCyHK7Lx5nTeFzWRs/YIgurKAp9QReEgtrUlk',
  'jYB1tRTs2qHEPcK3b4PSNIg0DxV3riV6xB64g4Ymae2K6DiiS5M2f5BNwQl8aSt5p1jbd2ZxMEf7knff4lT+pn/bPoGPBZG5h3X5',
  'LSJ5LM8nmlT/qIHcZYgEpl4CtBcZRw4Th/gsopfFAyaQMV5Mw0fS7B9oRSe+T4H8C9AIeCiR0siNbdBFdSWzeHbTEaI8G7DuHTK+',
  'a18HryKaILwH7iQvPi3SULyy+z56SKxeQ2u7isV80kS3S2ANBddYF108KVeZi6AYJ+taXRl5i0+eA3vJwrIP30dWjIZseVjExojS',
  'WCSSNEnNAkfG0DBZUDsC51FYE++tj5GGK69/iS5ZgWNDyHe8fSNLG0h1as1sJPEf6UhlcrEnES9B2HLyVevwNPn49ghMy23nA4hW',
  'KnM1RDZ2fsDK49TFdljvVapO8aGJL8R4G5jJl3Y3B5xnJlcLawqYfy1qGr+3LKIRylwJUbgCHPU6ea5v0IruojiKjJZvL4+Msq3m',
  'TmHi27hTKVPkIZzdLoEnXSdKVhd5yTxWbWxpbOzLrSdDOPAsa3t2gTJzlArFSUMyLx0zJsOfJ5veagbYXUPuak/METg2jDQdl08z',
  'NXxvcRJENrGJHpSvWhdE1wc37CZlEM0fM2apeO1amiKezJs6iMNeKVy0wVQ3ZsyYWXxzLyKXdtnICr9OmnxlMZXM1i3e1lK3VENH',
  'mBVYrawDrc3d7hJoHdnlg2aAeevN2tNu1IpedEls9+ze0/69HaXR6ly4Ugl7ieZ9gkM/ON/+teXB+jZ58X9XEiWKKth+M3Vtn90k',
  '3jTSnFJPyWtc1C3Bot3Mc9iXZpt+FHhvB1simwE+xltojY7g99SyXhd5ZDSvK8z+du+tOwWpcyNINpy86JH3aU0XR2DNBNtrr2JK',
  'k+2waKHVioWxRBH1782pnZ7omGkV5q1itQQ8T1QiP9ts2mW9DtQscGfy1f34uejlGnpbeVgi0SLrAzvadirn5bu5a/2THCOzydY0',
  'qFHq4KQgCkt0LKL7OJyYDKJezCdY6QTbvqjt+1SlEBaei4iWKht45+NZcQAE0vu200vNAvPiMLLB006htCZa0fM15Cpb4UVq74qx',
  'KjtgCTm5fimeqJu15tB4qK3o8CraO80eOInI3+E/tZX2Wvyt35VhtA/AijCfMY2ktbIY1a6lK9zCkKZ0kH4E2PI+rW1wJaqXUj46',
  '9oN3G+kh0Y7W+arV+kVqADyTaFX9kocvdVcafGtomK0fHDWaYp617wdnUtDchv8p3hX+cK3sBCuFUg8A8882SArPI3qH18Iu7yjH',
  'xToyXmQ/DiwOttnyQDesDNHKHo6m1NLE5cIxRioTZ6GfI1/RWIr0NMr9/+CeI3deQMZwuzfnTlTMn21uGWk61Z/J4idWvTvZAa83',
  '075+8kv57A61fhlGtRpr58nwOvnulkX9kOL8dgzM+nDh+aIJSmF1dfw881EBFUbmIDX5PwTMJmjInHnUdZg3kdhvbhhvssbEpDY6',
  'F10aTB15lZ5oJmNtbiDtmqLW4RqviL6zw6hhfenCr4EETcn1tl4JUU9Vjt1JwSvtTlXyU9OaXa5H0zyJ+ik77uavHmYtUsIDibJz',
  'u+d6aeSbbrfAqrD2lKfssSyXX/qwRhcbmgFmNTvlRQpjptKlHtw9MKapiw1scjDt5F3tmiuiy1M3V+kmreyoXKr4zayG785lkrdY',
  'HRTf8GpSbCGZS+0uNiwKMcrdd6WqzUHeFab6v8CKfUm5GOH53rT2B9xEdAmrVq3/f1z7j1oZP36Rx12/yvr48XbFsSXxYkaPUY2v',
  'SLtEx/e4iz+hGhsZX5oQ1fyLTSuNH5qjY/ijOwTACIARAAMYHw+AEQAjAEYAjAAYATCAAQxgBMAIgBEAIwBGAAxgAAMYATACYATA',
  'CIARACMABjCAAYwAGAEwAmAEwAiAAQxgALejDPUfC+B7K7oVtuHSkkb8c7s6rVixosjDfniOnr7DcQTfYzEFWcdZ70YR/9yucpxS',
  '8h72rnWUzJRAVy2A77V0pgxl5oh1lMK7B+bj/fqfGEmBaiFwrKML6uB7LkUaZXRKg2e2GK7IKcWu+Jb394itH8VI26BAflAZ/cw0',
  'ifYpqw12N+DR+ig7mADc2inUyEFfS/kQaZEhfCAyLzl6Wa/AFWVGKmelVWTMzQkSg4Uf8zKSb90QR2AxAKEYiXRRmpFi4sSIZh2C',
  '+rma+ZCow/kOwRHhAG7dZCjjDeZqujD32flLH6iVo+JFBI+cXTLBp8YYNH9MxK8pjh+Na47Nyjjh62VpBJxHJ/ggh77eqXmulKkT',
  'Q1UGZiYvz2FXPpiV4e5blQ7gVk16zHVewpYbd/IyWTaVrq+V9/ZYJxZ2yRtj5ApgZWt8/RCwNuCJYoDYMo24JcMCMcK7O5XJklnu',
  '8KH1XioAbq2so08YS1bu6pDSxdk516wVwOKmn06a7sotWeLkI6O6OXeqv2uPDTiHDzLtZBymDCj9nAC2Dh7Nd/hEHN4Abs0cpl/x',
  'G5/48tozJ00OTEp8NsIojr9RSvE9UwI/IG+ZphzZDYATuGo/db13rQBW7kznr+zwHoBbOZe8nSaKIbwNI2Pm5Xh4vC2BfcWWfrSV',
  'yVsvxImh5GdHh3vMbAL4XT7TUz3I944WwFFKsy1kaLhHlPj6ALhVk0x5caKYdqYJyi2VbMDpGnG/Gz7yP9erM6bI0yGNgA21lMB8',
  'NCHKHSNCbMBHjQPlba4A3NopN2furdIK4GK+1MVYD8wyg3lpq0uTwGYXWWE7AscelYPw7zOPkLfKK7EDdpI3UQJwqyeC5LGbEhZW',
  'mrPqSrYd8HpzWOf8zF0C2J+mJE48km0PnNahw6N13lQmjtQaTdXLicXGKicb8DyqS1x0IhvArZ+X1ZvKdVrDb+a6Nc4OmH2yNnjv',
  '293EvQhNC3gLLHCiPTAf+z0msPtk5TxWD74zFfZhNmBtL77Dr7tpAHzvxDIqIbaJ1eMpS0y6ru/yQzubRkU73Cf6/Pp+DKcq2b19',
  'NVH0ZmvNf2QMF/zvR2Anzb4dITHiri4Avi+BTXl9Q8riDjMA4092AIwAGAEwAmAEwAiAAQxgACMARgCMABgBMAJgBMAAxscDYATA',
  'CIARACMARgAMYAADGAEwAuCfmBGRkUViahgkfrjrNOgQG+yhbEkfJKIOh5OTZNvjX4eekT8UZC6D5TiHFvk42+/T0qNryuWMriin',
  '8ctpc147qDy/JaFGGUzJ1GeQMnBW+dAzsQBu2Qys2LBsWWgF/1wf009kzGP6Mh/2ZH9lW0/97Tlz5ihINfre1l1mhFZXh/JBcnTT',
  'Q/VPSHD5OGd1c/jp008EiPFWfh+gD2j0eobToWdPV27kc4d6H18W8CafKa7U638htvUPqD67pCeAWzLaLTv4URS+Y4tWApf33sIP',
  '43pgJ+vj5h6vsAJHLbzI2OcLDzFTj8RkFdjP7ilPbjGwpZX8IL3o3L8xsK5/LNPOC32Mse3T09mADfzVaxIGSOCkDZOZdnNvE4Bb',
  'MAf1B8UkgU84cPjpCjEgQxPA2xcvtgI/o+coRXr5G98XGgN7LBzK2KbKz8X8gICmXzVKf5htCuCHsWnJNrEcLYHfvM1/M56jfwbA',
  'LZg3nlR+iH/8DQ7c//h2OUpZPfDWCn/5G+AzvS02YEvvEovljbMGe+BbFSV9bP6ifl72wg8BD134R9ZHL8r+A/vrgZcuYeKbMxnA',
  'LZhby5RpdQUHXjhdKR6twDm/3zZjeuUoXlGfS2Q2YObXO3RDb6WVpQCXV8zYVh16UMWTWAe2OwAP2Fr/omPPvcEH5tGLr872A/XA',
  '3fSJvILXbwNwSwJPV6bLbnHg/NDFDYBlnbmME+xPZvXAvzhbMWpUxfT0emBZmR9QZ6P1oiF8cr8D8Lwltlmn6i2b+GhqslzfWlEP',
  'zLYXFN86XQDglkxWgSyUdbezRB38WuhuR2C27Tg7pM/PyqqekyV7U2xjAOdJCR3QEJhtDDWp5bro+0zParaITt9SLap2P1nZbtls',
  'B8wSZvSIWvgagFswz+g3SgneZhKt6NdCZzgCJ09nPsk8T9xOHixX9C/g1ba2stQBePFxZRor6AduqGkO2OXkE7KvayhYyuvzyjft',
  'gXkmB/gAuCVTXDDUZDpze7PaD5bCVuAzOZb0yQHzVEBrET1o4TatdsYGft7jMb/NZ/38tCzhGRfL0IJkdfv+3ocsm5fw8e/m+i0N',
  '9fOzOHSTDpzr5+fnx0FLzoXrsgrmMubjt1Gf5MeLBedYl4NLstAPbtHo5hUEBBQsNqnAUrjgc2XbCxv0+oASnQMw2zinsvJJUUJP',
  '14s4sfhQvT50v3UA6NiTCwPOieJ3u9zs0OvxkCtFU3nTrYWVS8Q4HyVyDW+jVfOXyzIBuIVjGDHC0GDFXH20Opcywk/X1JfCz2H1',
  'pj7h9k9RXnR3SoeSDA6jJyalMJyq/LnPbQ04uSSFIfctsK56fxEwcbkQwAAGMAJgBMAIgBEAIwAGMIABjAAYATACYATACIARAAMY',
  'wABGAIwAGAEwAmAEwAAGMIARACMARgCMABgBMAJgACMARgCMABgBMAJgBMAABjCAEQAjAEYAjAAYATCAAQxgBMAIgBEAIwBGAIwA',
  'GMD4eACMABgBMAJgBMAIgAEMYAAjAEYAjAAYATACYFu+Gjfuxc/k3J5xMnvYZ+N+J5ZfGfeVmJiefur7OwBus3n85tTVbt/8ycTY',
  '025TRS6wp9ymWviWv7s9zP99/vLqyzce//QVALdV4F+yL+98dPN/BPCLyqqnHv7mez757gYH3vP15VcZuzD1UwC3XWCea//xoj3w',
  '1e8Yu7P6Kgf+6HFZXKsTALdV4D1uH9kD31n9Kvvff/wbB/7bZbnqM7c/AbgtA7NvP+bAMhYOzL67+uXX/y6Av/mr8rCpHwO4TQNP',
  '/YID/+fzPF8K4L/fuPDtKwL4xl+Uh938AsBtGfhVt2v2RTSzTL38MRPA/7ghV91x+yWA2zLwx7zStQdm/+32lQT+s9sFseoLvh3A',
  'bRP46vPjvv/L49eYtYjeI4FFBLDpb/91gVmuPXwV3aS2CuzmdvPrvz7NmLWR9ecGwGzPp6tvPvztNQbg+zZ7XvydiQEYATACYATA',
  'CIARAAMYwABGAIwAGAEwAmAEwAiAAQxgACMARgCMABgBMAJgAAMYwAiAEQAjAEYAjAAYATCAEQAjAEYAjAAYATACYAADGMAIgBEA',
  'IwBGAIwAGMAABjBy3wEj90cADGAEwEjbAkYQBEEQBEEQBEEQBEGQezj/B6Gja8MwMMsSAAAAAElFTkSuQmCC',
].join('');

export const demoProofBytes = () => Buffer.from(BASE64, 'base64');

/** Writes the demo proof into the upload directory (again after a restart: the same bytes). */
export async function writeDemoUploads(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, DEMO_PROOF.storageKey), demoProofBytes(), { mode: 0o600 });
}
