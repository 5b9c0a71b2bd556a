// Stand-ins for the part of ServiceStack's Java client library
// (net.servicestack:client) and Gson that generated DTOs refer to: Maven
// Central is not reachable here, so the compile test builds the
// /types/java and /types/kotlin DTOs against these declarations, which
// have the library's names and signatures.
package net.servicestack.client;

import java.lang.annotation.*;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(Routes.class)
public @interface Route {
    String value() default "";
    String Path() default "";
    String Verbs() default "";
}
