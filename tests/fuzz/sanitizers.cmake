# Global instrumentation for the sanitizer and fuzzing configurations. Included from the top-level
# CMakeLists.txt before any target is defined, because add_compile_options/add_link_options only
# reach targets created after them, and a sanitizer must instrument every library a test links
# (an uninstrumented fp_sema would hide its own heap overflows from ASan). Each configuration is
# meant for its own build directory: build-asan (scripts/sanitize.sh), build-libfuzzer
# (scripts/fuzz.sh).

if(FUSEPROOF_SANITIZE AND FUSEPROOF_LIBFUZZER)
  message(FATAL_ERROR "FUSEPROOF_SANITIZE and FUSEPROOF_LIBFUZZER are separate build directories; "
                      "FUSEPROOF_LIBFUZZER already builds with ASan and UBSan")
endif()

if(FUSEPROOF_SANITIZE)
  # ASan + UBSan over the whole project, g++ or clang. UBSan must not recover: a report that only
  # prints would let the test pass.
  set(_fp_sanitize_flags -fsanitize=address,undefined -fno-sanitize-recover=undefined
                         -fno-omit-frame-pointer)
  add_compile_options(${_fp_sanitize_flags})
  add_link_options(${_fp_sanitize_flags})
  # g++ 12's -Wmaybe-uninitialized gives false positives under sanitizer instrumentation (in
  # libstdc++'s own <regex>, for one), which -Werror turns into a failed build. The
  # uninstrumented build keeps the warning; this one checks at run time instead.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    add_compile_options(-Wno-maybe-uninitialized)
  endif()
endif()

if(FUSEPROOF_LIBFUZZER)
  # libFuzzer ships with clang only (Debian 12: clang-14 with libclang-rt-14-dev).
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "FUSEPROOF_LIBFUZZER needs clang (configure with CXX=clang++); "
                        "the compiler is ${CMAKE_CXX_COMPILER_ID}")
  endif()
  # fuzzer-no-link: coverage instrumentation for libFuzzer in every library, without libFuzzer's
  # main(); only the fuzz target itself links -fsanitize=fuzzer (tests/fuzz/CMakeLists.txt).
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined)
endif()
