#error first in header
#error second in header
