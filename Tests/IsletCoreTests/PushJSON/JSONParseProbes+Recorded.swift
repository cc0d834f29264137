extension JSONParseProbes {
  /// The outcome of each of `inputs`, one a line, as the recursive parser before issue 18's
  /// rewrite gave them (`outcome(of:in:)`, parsing into one reused document), except that a
  /// trailing comma is now reported at the comma, not at the bracket after it.
  static let recorded = #"""
    error 0 unexpected end of input, expected a value
    error 1 unexpected end of input in an object
    error 1 unterminated string
    error 1 unterminated string
    error 1 unterminated string
    error 1 unterminated string
    error 6 expected ':' after the key
    error 7 unexpected end of input, expected a value
    error 8 unexpected end of input, expected a value
    error 9 unexpected end of input in an object
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 9 unterminated string
    error 20 expected ':' after the key
    error 21 unexpected end of input, expected a value
    error 22 unexpected end of input, expected a value
    error 23 unexpected end of input in an object
    error 24 unexpected end of input in an object
    error 25 unexpected end of input in an object
    error 26 unexpected end of input in an object
    error 27 unexpected end of input in an object
    error 28 unexpected end of input in an object
    error 29 unexpected end of input in an object
    error 30 unexpected end of input in an object
    error 31 unexpected end of input in an object
    error 32 unexpected end of input in an object
    error 33 unexpected end of input in an object
    error 34 unexpected end of input in an object
    error 34 unterminated string
    error 34 unterminated string
    error 34 unterminated string
    error 34 unterminated string
    error 34 unterminated string
    error 34 unterminated string
    error 41 expected ':' after the key
    error 42 unexpected end of input, expected a value
    error 43 unexpected end of input, expected a value
    error 43 unterminated string
    error 43 unterminated string
    error 43 unterminated string
    error 43 unterminated string
    error 43 unterminated string
    error 43 unterminated string
    error 43 unterminated string
    error 51 unexpected end of input in an object
    error 52 unexpected end of input in an object
    error 53 unexpected end of input in an object
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 53 unterminated string
    error 68 expected ':' after the key
    error 69 unexpected end of input, expected a value
    error 70 unexpected end of input, expected a value
    error 71 unexpected end of input in an object
    error 71 unterminated string
    error 71 unterminated string
    error 71 unterminated string
    error 71 unterminated string
    error 71 unterminated string
    error 71 unterminated string
    error 78 expected ':' after the key
    error 79 unexpected end of input, expected a value
    error 80 unexpected end of input, expected a value
    error 80 unterminated string
    error 80 unterminated string
    error 80 unterminated string
    error 80 unterminated string
    error 80 unterminated string
    error 80 unterminated string
    error 80 unterminated string
    error 88 unexpected end of input in an object
    error 89 unexpected end of input in an object
    error 90 unexpected end of input in an object
    error 90 unterminated string
    error 90 unterminated string
    error 90 unterminated string
    error 90 unterminated string
    error 95 expected ':' after the key
    error 96 unexpected end of input, expected a value
    error 97 unexpected end of input, expected a value
    error 98 unexpected end of input in an object
    error 99 unexpected end of input in an object
    error 100 unexpected end of input in an object
    error 101 unexpected end of input in an object
    error 102 unexpected end of input in an object
    error 103 unexpected end of input in an object
    error 104 unexpected end of input in an object
    error 105 unexpected end of input in an object
    error 106 unexpected end of input in an object
    error 107 unexpected end of input in an object
    error 108 unexpected end of input in an object
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 108 unterminated string
    error 117 expected ':' after the key
    error 118 unexpected end of input, expected a value
    error 119 unexpected end of input, expected a value
    error 119 unterminated string
    error 119 unterminated string
    error 119 unterminated string
    error 122 invalid UTF-8: truncated sequence
    error 119 unterminated string
    error 119 unterminated string
    error 125 invalid UTF-8: truncated sequence
    error 125 invalid UTF-8: truncated sequence
    error 125 invalid UTF-8: truncated sequence
    error 119 unterminated string
    error 130 unexpected end of input in an object
    error 131 unexpected end of input in an object
    error 132 unexpected end of input in an object
    ok 15 b2fc46f39fe7a44e
    error 0 unexpected end of input, expected a value
    error 1 unexpected end of input, expected a value
    error 2 expected a digit
    error 3 unexpected end of input in an array
    error 4 unexpected end of input, expected a value
    error 5 unexpected end of input, expected a value
    error 6 unexpected end of input in an array
    error 7 unexpected end of input in an array
    error 8 unexpected end of input in an array
    error 9 unexpected end of input in an array
    error 10 unexpected end of input in an array
    error 11 unexpected end of input in an array
    error 12 unexpected end of input in an array
    error 13 unexpected end of input in an array
    error 14 unexpected end of input in an array
    error 15 unexpected end of input in an array
    error 16 unexpected end of input in an array
    error 17 unexpected end of input in an array
    error 18 unexpected end of input in an array
    error 19 unexpected end of input in an array
    error 20 unexpected end of input in an array
    error 21 unexpected end of input in an array
    error 22 unexpected end of input in an array
    error 23 unexpected end of input in an array
    error 24 unexpected end of input in an array
    error 25 unexpected end of input in an array
    error 26 unexpected end of input in an array
    error 27 unexpected end of input, expected a value
    error 28 unexpected end of input, expected a value
    error 29 unexpected end of input in an array
    error 30 expected a digit after the decimal point
    error 31 unexpected end of input in an array
    error 32 unexpected end of input, expected a value
    error 33 unexpected end of input, expected a value
    error 34 expected a digit
    error 35 unexpected end of input in an array
    error 36 expected a digit after the decimal point
    error 37 unexpected end of input in an array
    error 38 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 40 unexpected end of input in an array
    error 41 unexpected end of input, expected a value
    error 42 unexpected end of input, expected a value
    error 43 unexpected end of input in an array
    error 44 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 46 unexpected end of input in an array
    error 47 unexpected end of input, expected a value
    error 48 unexpected end of input, expected a value
    error 48 unexpected end of input in a literal
    error 48 unexpected end of input in a literal
    error 48 unexpected end of input in a literal
    error 52 unexpected end of input in an array
    error 53 unexpected end of input, expected a value
    error 54 unexpected end of input, expected a value
    error 54 unexpected end of input in a literal
    error 54 unexpected end of input in a literal
    error 54 unexpected end of input in a literal
    error 54 unexpected end of input in a literal
    error 59 unexpected end of input in an array
    error 60 unexpected end of input, expected a value
    error 61 unexpected end of input, expected a value
    error 61 unexpected end of input in a literal
    error 61 unexpected end of input in a literal
    error 61 unexpected end of input in a literal
    error 65 unexpected end of input in an array
    error 66 unexpected end of input, expected a value
    error 67 unexpected end of input, expected a value
    error 68 unexpected end of input, expected a value
    error 69 unexpected end of input in an array
    error 70 unexpected end of input, expected a value
    error 71 unexpected end of input, expected a value
    error 72 unexpected end of input in an object
    error 73 unexpected end of input in an array
    error 74 unexpected end of input, expected a value
    error 75 unexpected end of input, expected a value
    error 76 unexpected end of input, expected a value
    error 77 unexpected end of input, expected a value
    error 78 unexpected end of input in an array
    error 79 unexpected end of input in an array
    error 80 unexpected end of input, expected a value
    error 81 unexpected end of input, expected a value
    error 82 unexpected end of input in an object
    error 82 unterminated string
    error 82 unterminated string
    error 85 expected ':' after the key
    error 86 unexpected end of input, expected a value
    error 87 unexpected end of input, expected a value
    error 88 unexpected end of input, expected a value
    error 89 unexpected end of input in an array
    error 90 unexpected end of input in an object
    error 91 unexpected end of input in an array
    error 92 unexpected end of input in an array
    ok 18 fe44773c677159bb
    error 0 unexpected end of input, expected a value
    error 1 unexpected end of input, expected a value
    error 2 unexpected end of input in an object
    error 2 unterminated string
    error 2 unterminated string
    error 4 unterminated escape
    error 2 unterminated string
    error 2 unterminated string
    error 7 unterminated escape
    error 9 truncated \u escape
    error 9 truncated \u escape
    error 9 truncated \u escape
    error 9 truncated \u escape
    error 2 unterminated string
    error 13 unterminated escape
    error 15 truncated \u escape
    error 15 truncated \u escape
    error 15 truncated \u escape
    error 15 truncated \u escape
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 21 truncated \u escape
    error 21 truncated \u escape
    error 21 truncated \u escape
    error 21 truncated \u escape
    error 2 unterminated string
    error 25 unterminated escape
    error 2 unterminated string
    error 28 expected ':' after the key
    error 29 unexpected end of input, expected a value
    error 30 unexpected end of input, expected a value
    error 30 unterminated string
    error 30 unterminated string
    error 32 unterminated escape
    error 30 unterminated string
    error 30 unterminated string
    error 35 unterminated escape
    error 30 unterminated string
    error 30 unterminated string
    error 39 unexpected end of input in an object
    error 40 unexpected end of input in an object
    error 41 unexpected end of input in an object
    error 42 unexpected end of input in an object
    error 42 unterminated string
    error 43 invalid UTF-8: truncated sequence
    error 43 invalid UTF-8: truncated sequence
    error 42 unterminated string
    error 46 invalid UTF-8: truncated sequence
    error 46 invalid UTF-8: truncated sequence
    error 42 unterminated string
    error 50 expected ':' after the key
    error 51 unexpected end of input, expected a value
    error 51 unterminated string
    error 52 unterminated escape
    error 54 truncated \u escape
    error 54 truncated \u escape
    error 54 truncated \u escape
    error 54 truncated \u escape
    error 51 unterminated string
    error 59 unexpected end of input in an object
    ok 5 e6b1f2c81b0caf1c
    ok 5 e6b1f2c81b0caf1c
    ok 5 e6b1f2c81b0caf1c
    error 0 unexpected byte 0x00, expected a value
    error 3 unexpected ',' after the JSON value
    error 83 unexpected 'a' after the JSON value
    error 0 unexpected '\', expected a value
    error 0 unexpected ',', expected a value
    error 0 unexpected '}', expected a value
    error 1 unexpected '-' after the JSON value
    error 0 unexpected byte 0xC3, expected a value
    error 1 unexpected byte 0x00, expected a value
    ok 18 8d6130e30ab0531b
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 1 unexpected '\', expected a value
    error 1 unexpected ',', expected a value
    error 1 unexpected '}', expected a value
    error 1 leading zeros are not allowed in JSON numbers
    error 1 unexpected byte 0xC3, expected a value
    error 2 expected a digit
    error 2 expected a digit
    error 2 expected a digit
    error 2 expected a digit
    error 2 expected a digit
    error 2 expected a digit
    error 2 expected a digit
    error 3 unexpected byte 0x00 in an array, expected ',' or ']'
    error 5 unexpected '1' in an array, expected ',' or ']'
    error 3 unexpected '"' in an array, expected ',' or ']'
    error 3 unexpected '\' in an array, expected ',' or ']'
    error 3 unexpected '}' in an array, expected ',' or ']'
    error 2 leading zeros are not allowed in JSON numbers
    error 3 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 4 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 4 unexpected '\', expected a value
    error 4 unexpected ',', expected a value
    error 4 unexpected '}', expected a value
    error 4 leading zeros are not allowed in JSON numbers
    error 4 unexpected byte 0xC3, expected a value
    error 5 unexpected byte 0x00, expected a value
    ok 18 20394c8fafa50559
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 5 unexpected '\', expected a value
    error 5 unexpected ',', expected a value
    error 5 unexpected '}', expected a value
    error 5 leading zeros are not allowed in JSON numbers
    error 5 unexpected byte 0xC3, expected a value
    error 6 unexpected byte 0x00 in an array, expected ',' or ']'
    error 7 unexpected '3' in an array, expected ',' or ']'
    error 6 unexpected '"' in an array, expected ',' or ']'
    error 6 unexpected '\' in an array, expected ',' or ']'
    ok 19 e309ba099a7ef933
    error 6 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 6 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 7 unexpected byte 0x00 in an array, expected ',' or ']'
    error 8 unexpected '4' in an array, expected ',' or ']'
    error 7 unexpected '"' in an array, expected ',' or ']'
    error 7 unexpected '\' in an array, expected ',' or ']'
    ok 19 9ef54efdf18a4281
    error 7 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 7 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 8 unexpected byte 0x00 in an array, expected ',' or ']'
    error 9 unexpected '5' in an array, expected ',' or ']'
    error 8 unexpected '"' in an array, expected ',' or ']'
    error 8 unexpected '\' in an array, expected ',' or ']'
    ok 19 dce258543afb0351
    error 8 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 8 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 9 unexpected byte 0x00 in an array, expected ',' or ']'
    error 10 unexpected '6' in an array, expected ',' or ']'
    error 9 unexpected '"' in an array, expected ',' or ']'
    error 9 unexpected '\' in an array, expected ',' or ']'
    ok 19 333336f617bdd275
    error 9 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 9 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 10 unexpected byte 0x00 in an array, expected ',' or ']'
    error 11 unexpected '7' in an array, expected ',' or ']'
    error 10 unexpected '"' in an array, expected ',' or ']'
    error 10 unexpected '\' in an array, expected ',' or ']'
    ok 19 82364d519c0d9342
    error 10 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 10 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 11 unexpected byte 0x00 in an array, expected ',' or ']'
    error 12 unexpected '8' in an array, expected ',' or ']'
    error 11 unexpected '"' in an array, expected ',' or ']'
    error 11 unexpected '\' in an array, expected ',' or ']'
    ok 19 2e2b809b6f216b7d
    error 11 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 11 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 12 unexpected byte 0x00 in an array, expected ',' or ']'
    error 13 unexpected '9' in an array, expected ',' or ']'
    error 12 unexpected '"' in an array, expected ',' or ']'
    error 12 unexpected '\' in an array, expected ',' or ']'
    ok 19 e66674af5cf1b47b
    error 12 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 12 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 13 unexpected byte 0x00 in an array, expected ',' or ']'
    error 14 unexpected '0' in an array, expected ',' or ']'
    error 13 unexpected '"' in an array, expected ',' or ']'
    error 13 unexpected '\' in an array, expected ',' or ']'
    error 14 leading zeros are not allowed in JSON numbers
    error 13 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 13 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 14 unexpected byte 0x00 in an array, expected ',' or ']'
    error 15 unexpected '1' in an array, expected ',' or ']'
    error 14 unexpected '"' in an array, expected ',' or ']'
    error 14 unexpected '\' in an array, expected ',' or ']'
    ok 19 255e9b2321d57495
    error 14 unexpected '}' in an array, expected ',' or ']'
    error 14 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 15 unexpected byte 0x00 in an array, expected ',' or ']'
    error 16 unexpected '2' in an array, expected ',' or ']'
    error 15 unexpected '"' in an array, expected ',' or ']'
    error 15 unexpected '\' in an array, expected ',' or ']'
    ok 19 21c61e72d67b0bd7
    error 15 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 15 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 16 unexpected byte 0x00 in an array, expected ',' or ']'
    error 17 unexpected '3' in an array, expected ',' or ']'
    error 16 unexpected '"' in an array, expected ',' or ']'
    error 16 unexpected '\' in an array, expected ',' or ']'
    ok 19 a3cedc4c63bbe764
    error 16 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 16 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 17 unexpected byte 0x00 in an array, expected ',' or ']'
    error 18 unexpected '4' in an array, expected ',' or ']'
    error 17 unexpected '"' in an array, expected ',' or ']'
    error 17 unexpected '\' in an array, expected ',' or ']'
    ok 19 1a30c142599de850
    error 17 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 17 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 18 unexpected byte 0x00 in an array, expected ',' or ']'
    error 19 unexpected '5' in an array, expected ',' or ']'
    error 18 unexpected '"' in an array, expected ',' or ']'
    error 18 unexpected '\' in an array, expected ',' or ']'
    ok 19 6a6d0d91af71a932
    error 18 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 18 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 19 unexpected byte 0x00 in an array, expected ',' or ']'
    error 20 unexpected '6' in an array, expected ',' or ']'
    error 19 unexpected '"' in an array, expected ',' or ']'
    error 19 unexpected '\' in an array, expected ',' or ']'
    ok 19 723d08c3613de743
    error 19 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 19 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 20 unexpected byte 0x00 in an array, expected ',' or ']'
    error 21 unexpected '7' in an array, expected ',' or ']'
    error 20 unexpected '"' in an array, expected ',' or ']'
    error 20 unexpected '\' in an array, expected ',' or ']'
    ok 19 551047d4b20019aa
    error 20 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 20 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 21 unexpected byte 0x00 in an array, expected ',' or ']'
    error 22 unexpected '8' in an array, expected ',' or ']'
    error 21 unexpected '"' in an array, expected ',' or ']'
    error 21 unexpected '\' in an array, expected ',' or ']'
    ok 19 b3f5539e31527a60
    error 21 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 21 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 22 unexpected byte 0x00 in an array, expected ',' or ']'
    error 23 unexpected '9' in an array, expected ',' or ']'
    error 22 unexpected '"' in an array, expected ',' or ']'
    error 22 unexpected '\' in an array, expected ',' or ']'
    ok 19 eeab59f0e9c2f94a
    error 22 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 22 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 23 unexpected byte 0x00 in an array, expected ',' or ']'
    error 24 unexpected '0' in an array, expected ',' or ']'
    error 23 unexpected '"' in an array, expected ',' or ']'
    error 23 unexpected '\' in an array, expected ',' or ']'
    error 24 leading zeros are not allowed in JSON numbers
    error 23 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 23 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 24 unexpected byte 0x00 in an array, expected ',' or ']'
    error 25 unexpected '1' in an array, expected ',' or ']'
    error 24 unexpected '"' in an array, expected ',' or ']'
    error 24 unexpected '\' in an array, expected ',' or ']'
    ok 19 5e10f2d4c7b8272d
    error 24 unexpected '}' in an array, expected ',' or ']'
    error 24 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 25 unexpected byte 0x00 in an array, expected ',' or ']'
    ok 18 d29ca8555abcb0ba
    error 25 unexpected '"' in an array, expected ',' or ']'
    error 25 unexpected '\' in an array, expected ',' or ']'
    error 26 unexpected ',', expected a value
    error 25 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 25 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 26 unexpected byte 0x00 in an array, expected ',' or ']'
    error 28 unexpected '0' in an array, expected ',' or ']'
    error 26 unexpected '"' in an array, expected ',' or ']'
    error 26 unexpected '\' in an array, expected ',' or ']'
    error 26 unexpected '}' in an array, expected ',' or ']'
    error 28 unexpected '0' in an array, expected ',' or ']'
    error 26 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 27 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 27 unexpected '\', expected a value
    error 27 unexpected ',', expected a value
    error 27 unexpected '}', expected a value
    error 27 leading zeros are not allowed in JSON numbers
    error 27 unexpected byte 0xC3, expected a value
    error 28 unexpected byte 0x00, expected a value
    error 29 unexpected '.', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 28 unexpected '\', expected a value
    error 28 unexpected ',', expected a value
    error 28 unexpected '}', expected a value
    error 28 unexpected byte 0xC3, expected a value
    error 29 unexpected byte 0x00 in an array, expected ',' or ']'
    error 30 unexpected '5' in an array, expected ',' or ']'
    error 29 unexpected '"' in an array, expected ',' or ']'
    error 29 unexpected '\' in an array, expected ',' or ']'
    ok 19 83ebc81e55394a6c
    error 29 unexpected '}' in an array, expected ',' or ']'
    error 28 leading zeros are not allowed in JSON numbers
    error 29 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 30 expected a digit after the decimal point
    error 30 expected a digit after the decimal point
    error 30 expected a digit after the decimal point
    error 30 expected a digit after the decimal point
    error 30 expected a digit after the decimal point
    error 30 expected a digit after the decimal point
    ok 18 fe44773c677159bb
    error 30 expected a digit after the decimal point
    error 31 unexpected byte 0x00 in an array, expected ',' or ']'
    error 33 unexpected '-' in an array, expected ',' or ']'
    error 31 unexpected '"' in an array, expected ',' or ']'
    error 31 unexpected '\' in an array, expected ',' or ']'
    error 31 unexpected '}' in an array, expected ',' or ']'
    error 33 unexpected '-' in an array, expected ',' or ']'
    error 31 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 32 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 32 unexpected '\', expected a value
    error 32 unexpected ',', expected a value
    error 32 unexpected '}', expected a value
    error 33 unexpected '-' in an array, expected ',' or ']'
    error 32 unexpected byte 0xC3, expected a value
    error 33 unexpected byte 0x00, expected a value
    ok 18 d0ae2bd5da926059
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 33 unexpected '\', expected a value
    error 33 unexpected ',', expected a value
    error 33 unexpected '}', expected a value
    error 33 leading zeros are not allowed in JSON numbers
    error 33 unexpected byte 0xC3, expected a value
    error 34 expected a digit
    error 34 expected a digit
    error 34 expected a digit
    error 34 expected a digit
    error 34 expected a digit
    error 34 expected a digit
    ok 18 fe44773c677159bb
    error 34 expected a digit
    error 35 unexpected byte 0x00 in an array, expected ',' or ']'
    error 36 unexpected '5' in an array, expected ',' or ']'
    error 35 unexpected '"' in an array, expected ',' or ']'
    error 35 unexpected '\' in an array, expected ',' or ']'
    ok 19 e6a0926d17af858e
    error 35 unexpected '}' in an array, expected ',' or ']'
    ok 18 fe44773c677159bb
    error 35 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 36 expected a digit after the decimal point
    error 36 expected a digit after the decimal point
    error 36 expected a digit after the decimal point
    error 36 expected a digit after the decimal point
    error 36 expected a digit after the decimal point
    error 36 expected a digit after the decimal point
    ok 18 fe44773c677159bb
    error 36 expected a digit after the decimal point
    error 37 unexpected byte 0x00 in an array, expected ',' or ']'
    error 38 unexpected '-' in an array, expected ',' or ']'
    error 37 unexpected '"' in an array, expected ',' or ']'
    error 37 unexpected '\' in an array, expected ',' or ']'
    ok 19 782a818b4683da0d
    error 37 unexpected '}' in an array, expected ',' or ']'
    error 38 unexpected '-' in an array, expected ',' or ']'
    error 37 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 38 expected a digit in the exponent
    error 38 expected a digit in the exponent
    error 38 expected a digit in the exponent
    error 38 expected a digit in the exponent
    error 38 expected a digit in the exponent
    error 38 expected a digit in the exponent
    ok 18 fe44773c677159bb
    error 38 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 39 expected a digit in the exponent
    error 39 expected a digit in the exponent
    ok 18 fe44773c677159bb
    error 39 expected a digit in the exponent
    error 40 unexpected byte 0x00 in an array, expected ',' or ']'
    error 42 unexpected '1' in an array, expected ',' or ']'
    error 40 unexpected '"' in an array, expected ',' or ']'
    error 40 unexpected '\' in an array, expected ',' or ']'
    error 40 unexpected '}' in an array, expected ',' or ']'
    error 42 unexpected '1' in an array, expected ',' or ']'
    error 40 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 41 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 41 unexpected '\', expected a value
    error 41 unexpected ',', expected a value
    error 41 unexpected '}', expected a value
    error 41 leading zeros are not allowed in JSON numbers
    error 41 unexpected byte 0xC3, expected a value
    error 42 unexpected byte 0x00, expected a value
    error 43 unexpected 'e', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 42 unexpected '\', expected a value
    error 42 unexpected ',', expected a value
    error 42 unexpected '}', expected a value
    ok 18 fe44773c677159bb
    error 42 unexpected byte 0xC3, expected a value
    error 43 unexpected byte 0x00 in an array, expected ',' or ']'
    error 44 unexpected '+' in an array, expected ',' or ']'
    error 43 unexpected '"' in an array, expected ',' or ']'
    error 43 unexpected '\' in an array, expected ',' or ']'
    error 44 unexpected '+', expected a value
    error 43 unexpected '}' in an array, expected ',' or ']'
    error 44 unexpected '+' in an array, expected ',' or ']'
    error 43 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 44 expected a digit in the exponent
    error 44 expected a digit in the exponent
    error 44 expected a digit in the exponent
    error 44 expected a digit in the exponent
    error 44 expected a digit in the exponent
    error 44 expected a digit in the exponent
    ok 18 fe44773c677159bb
    error 44 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 45 expected a digit in the exponent
    error 45 expected a digit in the exponent
    ok 18 fe44773c677159bb
    error 45 expected a digit in the exponent
    error 46 unexpected byte 0x00 in an array, expected ',' or ']'
    error 48 unexpected 't' in an array, expected ',' or ']'
    error 46 unexpected '"' in an array, expected ',' or ']'
    error 46 unexpected '\' in an array, expected ',' or ']'
    error 46 unexpected '}' in an array, expected ',' or ']'
    error 48 unexpected 't' in an array, expected ',' or ']'
    error 46 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 47 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 47 unexpected '\', expected a value
    error 47 unexpected ',', expected a value
    error 47 unexpected '}', expected a value
    error 48 unexpected 't' in an array, expected ',' or ']'
    error 47 unexpected byte 0xC3, expected a value
    error 48 unexpected byte 0x00, expected a value
    error 49 unexpected 'r', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 48 unexpected '\', expected a value
    error 48 unexpected ',', expected a value
    error 48 unexpected '}', expected a value
    error 49 unexpected 'r' in an array, expected ',' or ']'
    error 48 unexpected byte 0xC3, expected a value
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 49 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 50 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 51 invalid literal, expected true
    error 52 unexpected byte 0x00 in an array, expected ',' or ']'
    error 54 unexpected 'f' in an array, expected ',' or ']'
    error 52 unexpected '"' in an array, expected ',' or ']'
    error 52 unexpected '\' in an array, expected ',' or ']'
    error 52 unexpected '}' in an array, expected ',' or ']'
    error 52 unexpected '0' in an array, expected ',' or ']'
    error 52 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 53 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 53 unexpected '\', expected a value
    error 53 unexpected ',', expected a value
    error 53 unexpected '}', expected a value
    error 54 unexpected 'f' in an array, expected ',' or ']'
    error 53 unexpected byte 0xC3, expected a value
    error 54 unexpected byte 0x00, expected a value
    error 55 unexpected 'a', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 54 unexpected '\', expected a value
    error 54 unexpected ',', expected a value
    error 54 unexpected '}', expected a value
    error 55 unexpected 'a' in an array, expected ',' or ']'
    error 54 unexpected byte 0xC3, expected a value
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 55 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 56 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 57 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 58 invalid literal, expected false
    error 59 unexpected byte 0x00 in an array, expected ',' or ']'
    error 61 unexpected 'n' in an array, expected ',' or ']'
    error 59 unexpected '"' in an array, expected ',' or ']'
    error 59 unexpected '\' in an array, expected ',' or ']'
    error 59 unexpected '}' in an array, expected ',' or ']'
    error 59 unexpected '0' in an array, expected ',' or ']'
    error 59 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 60 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 60 unexpected '\', expected a value
    error 60 unexpected ',', expected a value
    error 60 unexpected '}', expected a value
    error 61 unexpected 'n' in an array, expected ',' or ']'
    error 60 unexpected byte 0xC3, expected a value
    error 61 unexpected byte 0x00, expected a value
    error 62 unexpected 'u', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 61 unexpected '\', expected a value
    error 61 unexpected ',', expected a value
    error 61 unexpected '}', expected a value
    error 62 unexpected 'u' in an array, expected ',' or ']'
    error 61 unexpected byte 0xC3, expected a value
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 62 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 63 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 64 invalid literal, expected null
    error 65 unexpected byte 0x00 in an array, expected ',' or ']'
    error 67 unexpected '[' in an array, expected ',' or ']'
    error 65 unexpected '"' in an array, expected ',' or ']'
    error 65 unexpected '\' in an array, expected ',' or ']'
    error 65 unexpected '}' in an array, expected ',' or ']'
    error 65 unexpected '0' in an array, expected ',' or ']'
    error 65 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 66 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 66 unexpected '\', expected a value
    error 66 unexpected ',', expected a value
    error 66 unexpected '}', expected a value
    error 67 unexpected '[' in an array, expected ',' or ']'
    error 66 unexpected byte 0xC3, expected a value
    error 67 unexpected byte 0x00, expected a value
    error 65 trailing comma before ']': JSON allows no comma after an array's last element
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 67 unexpected '\', expected a value
    error 67 unexpected ',', expected a value
    error 67 unexpected '}', expected a value
    error 69 unexpected ',' after the JSON value
    error 67 unexpected byte 0xC3, expected a value
    error 68 unexpected byte 0x00, expected a value
    error 69 unexpected ',', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 68 unexpected '\', expected a value
    error 68 unexpected ',', expected a value
    error 68 unexpected '}', expected a value
    error 93 unexpected end of input in an array
    error 68 unexpected byte 0xC3, expected a value
    error 69 unexpected byte 0x00 in an array, expected ',' or ']'
    error 71 unexpected '{' in an array, expected ',' or ']'
    error 69 unexpected '"' in an array, expected ',' or ']'
    error 69 unexpected '\' in an array, expected ',' or ']'
    error 69 unexpected '}' in an array, expected ',' or ']'
    error 69 unexpected '0' in an array, expected ',' or ']'
    error 69 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 70 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 70 unexpected '\', expected a value
    error 70 unexpected ',', expected a value
    error 70 unexpected '}', expected a value
    error 71 unexpected '{' in an array, expected ',' or ']'
    error 70 unexpected byte 0xC3, expected a value
    error 71 unexpected byte 0x00, expected a value
    error 72 unexpected '}', expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 71 unexpected '\', expected a value
    error 71 unexpected ',', expected a value
    error 71 unexpected '}', expected a value
    error 72 unexpected '}' in an array, expected ',' or ']'
    error 71 unexpected byte 0xC3, expected a value
    error 72 unexpected byte 0x00 in an object, expected a quoted key
    error 73 unexpected ',' in an object, expected a quoted key
    error 83 expected ':' after the key
    error 72 unexpected '\' in an object, expected a quoted key
    error 72 unexpected ',' in an object, expected a quoted key
    error 72 unexpected '0' in an object, expected a quoted key
    error 72 unexpected byte 0xC3 in an object, expected a quoted key
    error 73 unexpected byte 0x00 in an array, expected ',' or ']'
    error 75 unexpected '[' in an array, expected ',' or ']'
    error 73 unexpected '"' in an array, expected ',' or ']'
    error 73 unexpected '\' in an array, expected ',' or ']'
    error 73 unexpected '}' in an array, expected ',' or ']'
    error 73 unexpected '0' in an array, expected ',' or ']'
    error 73 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 74 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 74 unexpected '\', expected a value
    error 74 unexpected ',', expected a value
    error 74 unexpected '}', expected a value
    error 75 unexpected '[' in an array, expected ',' or ']'
    error 74 unexpected byte 0xC3, expected a value
    error 75 unexpected byte 0x00, expected a value
    error 92 unexpected ']' after the JSON value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 75 unexpected '\', expected a value
    error 75 unexpected ',', expected a value
    error 75 unexpected '}', expected a value
    error 76 unexpected '[' in an array, expected ',' or ']'
    error 75 unexpected byte 0xC3, expected a value
    error 76 unexpected byte 0x00, expected a value
    error 92 unexpected ']' after the JSON value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 76 unexpected '\', expected a value
    error 76 unexpected ',', expected a value
    error 76 unexpected '}', expected a value
    error 76 leading zeros are not allowed in JSON numbers
    error 76 unexpected byte 0xC3, expected a value
    error 77 unexpected byte 0x00, expected a value
    ok 17 1bf934b5d286af44
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 77 unexpected '\', expected a value
    error 77 unexpected ',', expected a value
    error 77 unexpected '}', expected a value
    ok 18 d08c94b1e1469c3a
    error 77 unexpected byte 0xC3, expected a value
    error 78 unexpected byte 0x00 in an array, expected ',' or ']'
    error 93 unexpected end of input in an array
    error 78 unexpected '"' in an array, expected ',' or ']'
    error 78 unexpected '\' in an array, expected ',' or ']'
    error 79 unexpected ',', expected a value
    error 78 unexpected '}' in an array, expected ',' or ']'
    error 93 unexpected end of input in an array
    error 78 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 79 unexpected byte 0x00 in an array, expected ',' or ']'
    error 81 unexpected '{' in an array, expected ',' or ']'
    error 79 unexpected '"' in an array, expected ',' or ']'
    error 79 unexpected '\' in an array, expected ',' or ']'
    error 79 unexpected '}' in an array, expected ',' or ']'
    error 79 unexpected '0' in an array, expected ',' or ']'
    error 79 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 80 unexpected byte 0x00, expected a value
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 80 unexpected '\', expected a value
    error 80 unexpected ',', expected a value
    error 80 unexpected '}', expected a value
    error 81 unexpected '{' in an array, expected ',' or ']'
    error 80 unexpected byte 0xC3, expected a value
    error 81 unexpected byte 0x00, expected a value
    error 85 unexpected ':' in an array, expected ',' or ']'
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 81 unexpected '\', expected a value
    error 81 unexpected ',', expected a value
    error 81 unexpected '}', expected a value
    error 82 unexpected '"' in an array, expected ',' or ']'
    error 81 unexpected byte 0xC3, expected a value
    error 82 unexpected byte 0x00 in an object, expected a quoted key
    error 83 unexpected 'a' in an object, expected a quoted key
    error 82 unexpected '\' in an object, expected a quoted key
    error 82 unexpected ',' in an object, expected a quoted key
    error 83 unexpected 'a' in an array, expected ',' or ']'
    error 82 unexpected '0' in an object, expected a quoted key
    error 82 unexpected byte 0xC3 in an object, expected a quoted key
    error 83 control character byte 0x00 in a string must be escaped
    ok 18 fe44773c677159bb
    error 84 expected ':' after the key
    error 82 unterminated string
    ok 18 fe44773c677159bb
    ok 18 fe44773c677159bb
    ok 18 fe44773c677159bb
    error 84 invalid UTF-8 sequence
    error 84 control character byte 0x00 in a string must be escaped
    error 82 unterminated string
    error 85 invalid escape \':'
    error 82 unterminated string
    error 82 unterminated string
    error 82 unterminated string
    error 85 invalid UTF-8 sequence
    error 85 expected ':' after the key
    error 87 expected ':' after the key
    error 85 expected ':' after the key
    error 85 expected ':' after the key
    error 85 expected ':' after the key
    error 85 expected ':' after the key
    error 85 expected ':' after the key
    error 85 expected ':' after the key
    error 86 unexpected byte 0x00, expected a value
    error 86 unterminated string
    error 86 unexpected '\', expected a value
    error 86 unexpected ',', expected a value
    error 86 unexpected '}', expected a value
    error 87 unexpected '[' in an object, expected ',' or '}'
    error 86 unexpected byte 0xC3, expected a value
    error 87 unexpected byte 0x00, expected a value
    error 89 unexpected ']' in an object, expected ',' or '}'
    error 87 unterminated string
    error 87 unexpected '\', expected a value
    error 87 unexpected ',', expected a value
    error 87 unexpected '}', expected a value
    error 87 leading zeros are not allowed in JSON numbers
    error 87 unexpected byte 0xC3, expected a value
    error 88 unexpected byte 0x00, expected a value
    ok 17 b9c9d15d8a99b711
    error 88 unterminated string
    error 88 unexpected '\', expected a value
    error 88 unexpected ',', expected a value
    error 88 unexpected '}', expected a value
    ok 18 60484bac41472939
    error 88 unexpected byte 0xC3, expected a value
    error 89 unexpected byte 0x00 in an array, expected ',' or ']'
    error 90 unexpected '}' in an array, expected ',' or ']'
    error 89 unexpected '"' in an array, expected ',' or ']'
    error 89 unexpected '\' in an array, expected ',' or ']'
    error 90 unexpected '}', expected a value
    error 89 unexpected '}' in an array, expected ',' or ']'
    error 90 unexpected '}' in an array, expected ',' or ']'
    error 89 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 90 unexpected byte 0x00 in an object, expected ',' or '}'
    error 91 unexpected ']' in an object, expected ',' or '}'
    error 90 unexpected '"' in an object, expected ',' or '}'
    error 90 unexpected '\' in an object, expected ',' or '}'
    error 91 unexpected ']' in an object, expected a quoted key
    error 90 unexpected '0' in an object, expected ',' or '}'
    error 90 unexpected byte 0xC3 in an object, expected ',' or '}'
    error 91 unexpected byte 0x00 in an array, expected ',' or ']'
    error 93 unexpected end of input in an array
    error 91 unexpected '"' in an array, expected ',' or ']'
    error 91 unexpected '\' in an array, expected ',' or ']'
    error 91 trailing comma before ']': JSON allows no comma after an array's last element
    error 91 unexpected '}' in an array, expected ',' or ']'
    error 91 unexpected '0' in an array, expected ',' or ']'
    error 91 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 92 unexpected byte 0x00 in an array, expected ',' or ']'
    error 93 unexpected end of input in an array
    error 92 unexpected '"' in an array, expected ',' or ']'
    error 92 unexpected '\' in an array, expected ',' or ']'
    error 93 unexpected end of input, expected a value
    error 92 unexpected '}' in an array, expected ',' or ']'
    error 92 unexpected '0' in an array, expected ',' or ']'
    error 92 unexpected byte 0xC3 in an array, expected ',' or ']'
    error 0 unexpected byte 0x00, expected a value
    error 3 unexpected 'a' after the JSON value
    error 0 unexpected '\', expected a value
    error 0 unexpected ',', expected a value
    error 0 unexpected '}', expected a value
    error 1 unexpected '{' after the JSON value
    error 0 unexpected byte 0xC3, expected a value
    error 1 unexpected byte 0x00, expected a value
    error 28 unexpected ':' after the JSON value
    error 3 unexpected 'a' after the JSON value
    error 1 unexpected '\', expected a value
    error 1 unexpected ',', expected a value
    error 1 unexpected '}', expected a value
    error 2 unexpected '"' after the JSON value
    error 1 unexpected byte 0xC3, expected a value
    error 2 unexpected byte 0x00 in an object, expected a quoted key
    error 3 unexpected 'a' in an object, expected a quoted key
    error 2 unexpected '\' in an object, expected a quoted key
    error 2 unexpected ',' in an object, expected a quoted key
    error 3 unexpected 'a' after the JSON value
    error 2 unexpected '0' in an object, expected a quoted key
    error 2 unexpected byte 0xC3 in an object, expected a quoted key
    error 3 control character byte 0x00 in a string must be escaped
    ok 5 fd433da1f2d4691d
    error 4 expected ':' after the key
    error 6 expected ':' after the key
    ok 5 f7989facca057511
    ok 5 2974301fffc57500
    ok 5 12a4e6f80405e10d
    error 4 invalid UTF-8 sequence
    error 4 control character byte 0x00 in a string must be escaped
    error 6 expected ':' after the key
    error 5 expected ':' after the key
    error 6 expected ':' after the key
    error 6 expected ':' after the key
    error 6 expected ':' after the key
    error 5 invalid UTF-8 sequence
    error 5 invalid escape \byte 0x00
    error 5 invalid escape \byte 0x20
    ok 5 67cc851ccaf80d62
    error 5 invalid escape \','
    error 5 invalid escape \'}'
    error 5 invalid escape \'0'
    error 5 invalid escape \byte 0xC3
    error 6 control character byte 0x00 in a string must be escaped
    ok 5 2c2e3345083985e
    error 7 expected ':' after the key
    ok 5 28e6fcc55479b93c
    ok 5 5242313ace0c0752
    ok 5 826df4c00dccd843
    ok 5 5dd2c940498d944e
    error 7 invalid UTF-8 sequence
    error 7 control character byte 0x00 in a string must be escaped
    ok 5 fd7c97e491ca8c63
    error 8 expected ':' after the key
    ok 5 a54ebf40412d41ef
    ok 5 d9dd724a4516bf1e
    ok 5 ad54d6b0baf1ea73
    error 8 invalid UTF-8 sequence
    error 8 invalid escape \byte 0x00
    error 8 invalid escape \byte 0x20
    ok 5 dedf42498bcdac95
    ok 5 dff36c8e806e866b
    error 8 invalid escape \','
    error 8 invalid escape \'}'
    error 8 invalid escape \'0'
    error 8 invalid escape \byte 0xC3
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 9 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 10 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    error 11 invalid hex digit in \u escape
    ok 5 a8c465b75d9e229e
    error 11 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    error 12 invalid hex digit in \u escape
    ok 5 cbd775d8d442a8d5
    error 12 invalid hex digit in \u escape
    error 13 control character byte 0x00 in a string must be escaped
    error 19 low surrogate escape without a high surrogate
    error 14 expected ':' after the key
    error 19 low surrogate escape without a high surrogate
    error 19 low surrogate escape without a high surrogate
    error 19 low surrogate escape without a high surrogate
    error 14 invalid UTF-8 sequence
    error 14 invalid escape \byte 0x00
    error 14 invalid escape \byte 0x20
    error 19 low surrogate escape without a high surrogate
    error 19 low surrogate escape without a high surrogate
    error 14 invalid escape \','
    error 14 invalid escape \'}'
    error 14 invalid escape \'0'
    error 14 invalid escape \byte 0xC3
    error 15 invalid hex digit in \u escape
    error 15 invalid hex digit in \u escape
    error 15 invalid hex digit in \u escape
    error 15 invalid hex digit in \u escape
    error 15 invalid hex digit in \u escape
    error 15 invalid hex digit in \u escape
    error 19 low surrogate escape without a high surrogate
    error 15 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 16 invalid hex digit in \u escape
    error 19 low surrogate escape without a high surrogate
    error 16 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    error 17 invalid hex digit in \u escape
    ok 5 d6062bf22befe010
    error 17 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    error 18 invalid hex digit in \u escape
    ok 5 baab09701fc6ffcf
    error 18 invalid hex digit in \u escape
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 13 high surrogate escape without a low surrogate
    error 21 invalid hex digit in \u escape
    error 21 invalid hex digit in \u escape
    error 21 invalid hex digit in \u escape
    error 21 invalid hex digit in \u escape
    error 21 invalid hex digit in \u escape
    error 21 invalid hex digit in \u escape
    error 13 high surrogate escape without a low surrogate
    error 21 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 22 invalid hex digit in \u escape
    error 13 high surrogate escape without a low surrogate
    error 22 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 23 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 24 invalid hex digit in \u escape
    error 25 control character byte 0x00 in a string must be escaped
    ok 5 60e5f384abdc0a7
    error 26 expected ':' after the key
    ok 5 b7ca8538ee1b62ab
    ok 5 8b6d0f118a75a6ba
    ok 5 7031e9dc10bbc0b7
    error 26 invalid UTF-8 sequence
    error 26 invalid escape \byte 0x00
    error 26 invalid escape \byte 0x20
    ok 5 e55106735b99d9f4
    ok 5 21f4c0941dd42b0a
    error 26 invalid escape \','
    error 26 invalid escape \'}'
    error 26 invalid escape \'0'
    error 26 invalid escape \byte 0xC3
    error 27 control character byte 0x00 in a string must be escaped
    error 31 expected ':' after the key
    error 28 invalid escape \':'
    error 31 expected ':' after the key
    error 31 expected ':' after the key
    error 31 expected ':' after the key
    error 28 invalid UTF-8 sequence
    error 28 expected ':' after the key
    error 30 expected ':' after the key
    error 28 expected ':' after the key
    error 28 expected ':' after the key
    error 28 expected ':' after the key
    error 28 expected ':' after the key
    error 28 expected ':' after the key
    error 28 expected ':' after the key
    error 29 unexpected byte 0x00, expected a value
    error 31 unexpected 'x' in an object, expected ',' or '}'
    error 29 unexpected '\', expected a value
    error 29 unexpected ',', expected a value
    error 29 unexpected '}', expected a value
    error 30 unexpected '"' in an object, expected ',' or '}'
    error 29 unexpected byte 0xC3, expected a value
    error 30 unexpected byte 0x00, expected a value
    error 31 unexpected 'x', expected a value
    error 30 unexpected '\', expected a value
    error 30 unexpected ',', expected a value
    error 30 unexpected '}', expected a value
    error 31 unexpected 'x' in an object, expected ',' or '}'
    error 30 unexpected byte 0xC3, expected a value
    error 31 control character byte 0x00 in a string must be escaped
    ok 5 77ebc994678049c4
    error 32 unexpected '\' in an object, expected ',' or '}'
    ok 5 44749e0cd0f676a5
    ok 5 9f93e986caf7dbc8
    ok 5 b19522dfffe64b59
    ok 5 3c32cf77add2cdd4
    error 32 invalid UTF-8 sequence
    error 32 control character byte 0x00 in a string must be escaped
    ok 5 81504582e927111d
    error 33 unexpected 't' in an object, expected ',' or '}'
    ok 5 89e7f5365af39011
    ok 5 813b7f5cfc4d0800
    ok 5 8bd79bbcd70510d
    error 33 invalid UTF-8 sequence
    error 33 invalid escape \byte 0x00
    error 33 invalid escape \byte 0x20
    ok 5 b92af55d56b9ac17
    ok 5 7a8e66d4f48462a9
    error 33 invalid escape \','
    error 33 invalid escape \'}'
    error 33 invalid escape \'0'
    error 33 invalid escape \byte 0xC3
    error 34 control character byte 0x00 in a string must be escaped
    ok 5 1f9972a413042505
    error 35 unexpected '\' in an object, expected ',' or '}'
    ok 5 25cad25b0abe6e79
    ok 5 afeb545b25f2b609
    ok 5 c6d77484bb965e18
    ok 5 a9d0fd3c46432515
    error 35 invalid UTF-8 sequence
    error 35 control character byte 0x00 in a string must be escaped
    ok 5 e3bdd0e58fb1b640
    error 36 unexpected '/' in an object, expected ',' or '}'
    ok 5 b3c4af23618ce94c
    ok 5 62da0e70be3d60dd
    ok 5 6df55b7dc2f0b650
    error 36 invalid UTF-8 sequence
    error 36 invalid escape \byte 0x00
    error 36 invalid escape \byte 0x20
    ok 5 68429210fd1d8eb1
    ok 5 f4efa928b376cfcf
    error 36 invalid escape \','
    error 36 invalid escape \'}'
    error 36 invalid escape \'0'
    error 36 invalid escape \byte 0xC3
    error 37 control character byte 0x00 in a string must be escaped
    ok 5 dc61859b3c82a9c6
    error 38 unexpected '"' in an object, expected ',' or '}'
    error 43 unexpected byte 0xE9 in an object, expected ',' or '}'
    ok 5 1859dcbb88d70aca
    ok 5 37ad3f81f7abfa9b
    ok 5 cc42e21c6dd42dd6
    error 38 invalid UTF-8 sequence
    error 38 control character byte 0x00 in a string must be escaped
    error 43 unexpected byte 0xE9 in an object, expected ',' or '}'
    error 39 invalid escape \byte 0x20
    error 43 unexpected byte 0xE9 in an object, expected ',' or '}'
    error 43 unexpected byte 0xE9 in an object, expected ',' or '}'
    error 43 unexpected byte 0xE9 in an object, expected ',' or '}'
    error 39 invalid UTF-8 sequence
    error 39 unexpected byte 0x00 in an object, expected ',' or '}'
    error 39 unexpected '"' in an object, expected ',' or '}'
    error 39 unexpected '\' in an object, expected ',' or '}'
    error 40 unexpected ',' in an object, expected a quoted key
    error 40 unexpected ',' after the JSON value
    error 39 unexpected '0' in an object, expected ',' or '}'
    error 39 unexpected byte 0xC3 in an object, expected ',' or '}'
    error 40 unexpected byte 0x00 in an object, expected ',' or '}'
    error 42 unexpected '"' in an object, expected ',' or '}'
    error 40 unexpected '"' in an object, expected ',' or '}'
    error 40 unexpected '\' in an object, expected ',' or '}'
    error 42 unexpected '"' after the JSON value
    error 40 unexpected '0' in an object, expected ',' or '}'
    error 40 unexpected byte 0xC3 in an object, expected ',' or '}'
    error 41 unexpected byte 0x00 in an object, expected a quoted key
    error 43 expected ':' after the key
    error 41 unexpected '\' in an object, expected a quoted key
    error 41 unexpected ',' in an object, expected a quoted key
    error 40 trailing comma before '}': JSON allows no comma after an object's last member
    error 41 unexpected '0' in an object, expected a quoted key
    error 41 unexpected byte 0xC3 in an object, expected a quoted key
    error 42 unexpected byte 0x00 in an object, expected a quoted key
    error 43 unexpected byte 0xE9 in an object, expected a quoted key
    error 42 unexpected '\' in an object, expected a quoted key
    error 42 unexpected ',' in an object, expected a quoted key
    error 40 trailing comma before '}': JSON allows no comma after an object's last member
    error 42 unexpected '0' in an object, expected a quoted key
    error 42 unexpected byte 0xC3 in an object, expected a quoted key
    error 43 control character byte 0x00 in a string must be escaped
    error 44 invalid UTF-8 byte 0x85
    error 44 expected ':' after the key
    error 44 invalid escape \byte 0x85
    error 44 invalid UTF-8 byte 0x85
    error 44 invalid UTF-8 byte 0x85
    error 44 invalid UTF-8 byte 0x85
    error 45 invalid UTF-8 byte 0x8D
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 44 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 45 invalid UTF-8 sequence
    error 46 control character byte 0x00 in a string must be escaped
    error 47 invalid UTF-8 byte 0x81
    error 47 expected ':' after the key
    error 47 invalid escape \byte 0x81
    error 47 invalid UTF-8 byte 0x81
    error 47 invalid UTF-8 byte 0x81
    error 47 invalid UTF-8 byte 0x81
    error 48 invalid UTF-8 byte 0x94
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 47 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 48 invalid UTF-8 sequence
    error 49 control character byte 0x00 in a string must be escaped
    error 52 expected ':' after the key
    error 50 invalid escape \':'
    error 52 expected ':' after the key
    error 52 expected ':' after the key
    error 52 expected ':' after the key
    error 50 invalid UTF-8 sequence
    error 50 expected ':' after the key
    error 51 expected ':' after the key
    error 50 expected ':' after the key
    error 50 expected ':' after the key
    error 50 expected ':' after the key
    error 50 expected ':' after the key
    error 50 expected ':' after the key
    error 50 expected ':' after the key
    error 51 unexpected byte 0x00, expected a value
    error 52 unexpected '\', expected a value
    error 51 unexpected '\', expected a value
    error 51 unexpected ',', expected a value
    error 51 unexpected '}', expected a value
    error 52 unexpected '\' in an object, expected ',' or '}'
    error 51 unexpected byte 0xC3, expected a value
    error 52 control character byte 0x00 in a string must be escaped
    ok 5 fd93e8917356fe20
    error 53 unexpected 'u' in an object, expected ',' or '}'
    ok 5 fd93e8917356fe20
    ok 5 fd93e8917356fe20
    ok 5 fd93e8917356fe20
    error 53 invalid UTF-8 sequence
    error 53 invalid escape \byte 0x00
    error 53 invalid escape \byte 0x20
    ok 5 fa34e28e25823fbe
    ok 5 be94f75abce76e80
    error 53 invalid escape \','
    error 53 invalid escape \'}'
    error 53 invalid escape \'0'
    error 53 invalid escape \byte 0xC3
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 54 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 55 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    error 56 invalid hex digit in \u escape
    ok 5 a563b50ad6df375c
    error 56 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    error 57 invalid hex digit in \u escape
    ok 5 5acb9d125fbf93d
    error 57 invalid hex digit in \u escape
    error 58 control character byte 0x00 in a string must be escaped
    error 60 control character byte 0x0D in a string must be escaped
    error 59 invalid escape \'}'
    error 60 control character byte 0x0D in a string must be escaped
    error 60 control character byte 0x0D in a string must be escaped
    error 60 control character byte 0x0D in a string must be escaped
    error 59 invalid UTF-8 sequence
    error 59 unexpected byte 0x00 in an object, expected ',' or '}'
    error 62 unexpected end of input in an object
    error 59 unexpected '"' in an object, expected ',' or '}'
    error 59 unexpected '\' in an object, expected ',' or '}'
    error 62 unexpected end of input in an object
    error 59 unexpected '0' in an object, expected ',' or '}'
    error 59 unexpected byte 0xC3 in an object, expected ',' or '}'
    error 60 unexpected byte 0x00 after the JSON value
    ok 5 e6b1f2c81b0caf1c
    error 60 unexpected '"' after the JSON value
    error 60 unexpected '\' after the JSON value
    error 60 unexpected ',' after the JSON value
    error 60 unexpected '}' after the JSON value
    error 60 unexpected '0' after the JSON value
    error 60 unexpected byte 0xC3 after the JSON value
    error 61 unexpected byte 0x00 after the JSON value
    ok 5 e6b1f2c81b0caf1c
    error 61 unexpected '"' after the JSON value
    error 61 unexpected '\' after the JSON value
    error 61 unexpected ',' after the JSON value
    error 61 unexpected '}' after the JSON value
    error 61 unexpected '0' after the JSON value
    error 61 unexpected byte 0xC3 after the JSON value
    error 0 unexpected end of input, expected a value
    error 1 unexpected end of input, expected a value
    error 2 trailing comma before ']': JSON allows no comma after an array's last element
    error 5 expected ':' after the key
    error 0 leading zeros are not allowed in JSON numbers
    error 1 leading zeros are not allowed in JSON numbers
    error 2 expected a digit after the decimal point
    error 2 expected a digit in the exponent
    error 3 expected a digit in the exponent
    error 5 unexpected '.' after the JSON value
    error 0 NaN and Infinity are not JSON numbers
    error 0 NaN and Infinity are not JSON numbers
    error 1 expected a digit
    error 0 unterminated string
    error 4 unexpected 'x' after the JSON value
    error 1 high surrogate escape without a low surrogate
    error 1 high surrogate escape without a low surrogate
    error 1 low surrogate escape without a high surrogate
    error 2 invalid escape \'x'
    error 3 truncated \u escape
    error 5 invalid hex digit in \u escape
    error 0 unexpected end of input in a literal
    error 0 unexpected end of input in a literal
    error 4 invalid literal, expected false
    error 4 invalid literal, expected true
    error 6 trailing comma before '}': JSON allows no comma after an object's last member
    error 1 unexpected ',' in an object, expected a quoted key
    error 3 unexpected '2' in an array, expected ',' or ']'
    error 7 unexpected '"' in an object, expected ',' or '}'
    ok 3 e15137a11d65fbaf
    ok 1 707b7c68a3bac319
    ok 1 50674b00d1f54013
    error 1 unterminated escape
    error 3 truncated \u escape
    error 4 expected ':' after the key
    error 5 unexpected end of input, expected a value
    error 1 unexpected end of input, expected a value
    error 1 unexpected end of input in an object
    error 512 nesting deeper than 512 levels
    error 2560 nesting deeper than 512 levels
    ok 512 618cdc84f2df0b88
    ok 1 2054ad0d32ac3fd0
    ok 302 6d57cadeeb5d578f
    error 0 unexpected byte 0x00, expected a value
    error 1 unexpected byte 0x00, expected a value
    error 2 control character byte 0x00 in a string must be escaped
    error 4 unexpected byte 0x00 after the JSON value
    error 1 unexpected byte 0x00 after the JSON value
    error 0 unexpected byte 0xEF, expected a value
    error 1 invalid UTF-8 byte 0xFF
    error 2 invalid UTF-8 sequence
    error 1 invalid UTF-8: truncated sequence
    error 2 invalid UTF-8 sequence
    error 2 invalid UTF-8 sequence
    error 2 invalid UTF-8 sequence
    error 1 invalid UTF-8 byte 0xC0
    error 1 invalid UTF-8: truncated sequence
    error 3 invalid UTF-8 sequence
    error 1 control character byte 0x1F in a string must be escaped
    ok 1 4ebf4003e743a0e2
    """#
}
