int from_sibling_h;
constant char sibling_file[] = __FILE__;
