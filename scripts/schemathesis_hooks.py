"""schemathesis hooks for Almanac (loaded by scripts/schemathesis through SCHEMATHESIS_HOOKS).

Almanac keeps the first answer to each Idempotency-Key and refuses the same key sent with a
different request (422 idempotency_key_reused), as the README and the document say. Generated
data repeats the same valid key across unrelated requests, which would make every such request
a reuse; so a valid key is replaced by a fresh one. A key that breaks the documented rule (empty,
over 255 characters, not visible ASCII) is sent as generated: it must get its 400.
"""

import re
import uuid

import schemathesis

VALID_KEY = re.compile(r"^[\x21-\x7E]{1,255}$")


@schemathesis.hook
def before_call(context, case, **kwargs):
    headers = case.headers
    if not headers:
        return
    for name in list(headers):
        if name.lower() == "idempotency-key" and VALID_KEY.match(str(headers[name])):
            headers[name] = str(uuid.uuid4())
